import type { BlogArticleContent } from '../types.ts';

export const summerHeatSafety: BlogArticleContent = {
  id: 'summer-heat-safety',
  title: 'Keeping Your Dog Safe in Summer Heat',
  excerpt:
    'Dogs cannot cool down the way we do. Learn who is most at risk, how to plan walks around the heat and how to spot and treat heatstroke.',
  imageUrl: '/blog/summer-heat-safety.jpg',
  imageAlt: 'A grey shaggy dog holding a blue frisbee in a grassy back yard',
  category: 'Dog Care',
  body: [
    {
      type: 'p',
      text: 'Long summer days are perfect for fetch in the park, but warm weather is harder on dogs than most owners realize. People cool down by sweating all over their skin. Dogs have sweat glands mainly in their paw pads, so they rely on panting, which works less and less well as the air gets hotter and more humid. A dog can overheat on a day that feels merely pleasant to you.',
    },
    { type: 'h2', text: 'Who is most at risk' },
    {
      type: 'p',
      text: 'Every dog can suffer from heatstroke, but some need extra care when the temperature climbs:',
    },
    {
      type: 'ul',
      items: [
        'Flat-faced (brachycephalic) breeds such as pugs, bulldogs, French bulldogs and boxers, whose short airways make panting less efficient.',
        'Puppies, senior dogs and dogs with heart, breathing or weight problems.',
        'Dogs with thick or dark coats, and very energetic dogs who do not stop playing on their own.',
        'Dogs that are not used to the heat yet, for example early in the season or after a move to a warmer place.',
      ],
    },
    { type: 'h2', text: 'Never leave a dog in a parked car' },
    {
      type: 'p',
      text: 'A closed car turns into an oven surprisingly fast. Even on a mild day of around 21 °C (70 °F), the inside of a car can climb past 30 °C (86 °F) within ten minutes and keep rising from there. Parking in the shade or leaving the windows slightly open makes very little difference. If you cannot take your dog with you when you leave the car, leave your dog at home.',
    },
    { type: 'h2', text: 'Plan walks around the heat' },
    {
      type: 'p',
      text: 'Move long walks and games to the early morning or late evening, and keep midday outings short. Asphalt, paving stones and sand soak up the sun and can burn paw pads long after the air has cooled a little. A simple test: press the back of your hand on the ground for seven seconds. If it is too hot for your hand, it is too hot for paws, so stick to grass and shady paths.',
    },
    {
      type: 'p',
      text: 'Take water and a bowl on every walk and offer it often. Let your dog set the pace and stop for rests in the shade. Skip hard exercise such as running beside a bike on hot days altogether.',
    },
    { type: 'h2', text: 'Keep home and garden cool' },
    {
      type: 'ul',
      items: [
        'Make sure there is always fresh water, and add a second bowl in another room or outside.',
        'Provide real shade outdoors. A dog house in full sun can be hotter inside than out.',
        'Cooling mats, a damp towel to lie on and a shallow paddling pool all help. Frozen treats such as a stuffed chew toy kept in the freezer are a welcome afternoon snack.',
        'Keep curtains closed on the sunny side of the house during the hottest hours.',
      ],
    },
    {
      type: 'p',
      text: 'Think twice before shaving a double-coated breed such as a husky or a golden retriever. Their coat insulates against heat as well as cold and protects the skin from the sun, and it may grow back patchy. Regular brushing to remove loose undercoat helps air reach the skin far more. Dogs with thin or pale fur, especially on the nose and belly, can get sunburned; use a sunscreen made for dogs, because some human sunscreens contain ingredients such as zinc oxide that are harmful if licked.',
    },
    { type: 'h2', text: 'Signs of heatstroke' },
    {
      type: 'p',
      text: "A dog's normal body temperature is roughly 38 to 39 °C (101 to 102.5 °F). Above about 40 °C (104 °F) the body starts to struggle, and the damage can become serious quickly. Watch for:",
    },
    {
      type: 'ul',
      items: [
        'Heavy, noisy panting that does not settle when your dog rests.',
        'Thick drool, a very red or unusually pale tongue and gums.',
        'Restlessness, confusion, wobbling or unwillingness to move.',
        'Vomiting or diarrhea, collapse or seizures.',
      ],
    },
    { type: 'h2', text: 'What to do straight away' },
    {
      type: 'p',
      text: 'Heatstroke is an emergency, and cooling should start before you set off for the vet. Move your dog into the shade or a cool room. Pour cool water over the whole body, or use wet towels that you keep re-soaking, because a towel left sitting on a hot dog soon traps heat. A fan or a breeze over the wet coat speeds things up. Offer small amounts of water to drink if your dog is alert, but never force it. Then call your vet and keep cooling on the way.',
    },
    {
      type: 'p',
      text: 'Even if your dog seems to recover quickly, get a check-up the same day: overheating can harm the kidneys, liver and gut, and the effects sometimes show only hours later. With a little planning, summer can stay a season of long evenings and happy, safe adventures.',
    },
  ],
};
