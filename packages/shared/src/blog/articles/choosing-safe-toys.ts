import type { BlogArticleContent } from '../types.ts';

export const choosingSafeToys: BlogArticleContent = {
  id: 'choosing-safe-toys',
  title: 'How to Choose Safe Toys for Dogs and Cats',
  excerpt:
    'Toys keep pets busy, fit and happy, but the wrong one can break a tooth or end in surgery. Size, hardness and supervision make the difference.',
  imageUrl: '/blog/choosing-safe-toys.jpg',
  imageAlt: 'A happy ginger dog lying on a green blanket next to a rope toy',
  category: 'Toys & Play',
  body: [
    {
      type: 'p',
      text: 'Play is not a luxury for pets. It burns energy, builds confidence, prevents boredom-driven chewing and scratching, and strengthens the bond between you. But vets regularly treat broken teeth and swallowed toys, and most of those accidents are avoidable. A few simple checks will help you pick toys that are both fun and safe.',
    },
    { type: 'h2', text: 'Get the size right' },
    {
      type: 'p',
      text: "A toy should be too big to swallow or to lodge in the back of the throat. Balls are the classic danger: a ball that suits a terrier can slip down the throat of a Labrador mid-catch. As a rule, choose a ball that is clearly larger than your dog's mouth can close around, and replace toys that have been chewed down to a smaller size. Tennis balls are fine for supervised fetch, but their felt is abrasive and wears down teeth if a dog chews them for hours.",
    },
    { type: 'h2', text: 'Not too hard' },
    {
      type: 'p',
      text: 'Very hard chews are a common cause of broken teeth, especially the large upper cheek teeth dogs use for crunching. Be careful with antlers, real bones, hooves and rigid nylon chews. A useful test: if you cannot press a dent into the chew with your thumbnail, or it would hurt to knock it against your knee, it is probably too hard. Never give cooked bones, which splinter easily.',
    },
    { type: 'h2', text: 'Match the toy to the chewer' },
    {
      type: 'ul',
      items: [
        'Gentle players can enjoy soft plush toys, but remove them once the seams tear.',
        'Determined chewers do better with tough rubber toys labeled for strong chewers.',
        'Squeakers are irresistible and easy to swallow: supervise play with squeaky toys and throw away any toy once the squeaker is exposed.',
        'Rope toys are great for tug, but swallowed threads can tangle in the gut. Replace ropes that are fraying and do not leave them with a dog who shreds them.',
        'Avoid toys with small glued-on parts such as plastic eyes, bells or buttons.',
      ],
    },
    { type: 'h2', text: 'Special care with cats' },
    {
      type: 'p',
      text: "Cats love anything that wiggles, but string, yarn, ribbon, tinsel, dental floss and hair ties are among the most dangerous things a cat can swallow. A cat's tongue has backward-facing barbs, so once a string is in the mouth it tends to keep going down, where it can bunch up the intestines and need emergency surgery. Wand toys with feathers or ribbons are wonderful for interactive play, then put them away in a cupboard afterwards.",
    },
    {
      type: 'p',
      text: "Laser pointers give great exercise but no reward, because there is never anything to catch. End each laser session by landing the dot on a toy or treat your cat can pounce on, and never shine the beam into anyone's eyes.",
    },
    { type: 'h2', text: 'Toys that work the brain' },
    {
      type: 'p',
      text: 'Puzzle feeders and treat-dispensing balls turn mealtime into a challenge, slow down fast eaters and tire pets out mentally as well as physically. Start with an easy setting so your pet succeeds quickly, then make it harder. Snuffle mats and hide-and-seek games with treats are simple alternatives for dogs, and cats enjoy food hidden in a cardboard box with holes cut in it.',
    },
    { type: 'h2', text: 'Habits that keep play safe' },
    {
      type: 'ul',
      items: [
        'Inspect toys every few days and throw away anything cracked, torn or chewed small.',
        'Rotate toys: keep a few out and swap them weekly so old favorites feel new again.',
        'Supervise new toys until you know how your pet plays with them.',
        'Wash soft and rubber toys regularly with hot water and mild soap.',
        'Call your vet straight away if you think your pet swallowed part of a toy, even if they seem fine.',
      ],
    },
    {
      type: 'p',
      text: 'The safest toy of all is the one you play with together. Ten minutes of fetch, tug or feather chasing every day does more for a happy pet than a basket full of toys left on the floor.',
    },
  ],
};
