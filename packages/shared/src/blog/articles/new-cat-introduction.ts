import type { BlogArticleContent } from '../types.ts';

export const newCatIntroduction: BlogArticleContent = {
  id: 'new-cat-introduction',
  title: 'Bringing Home a New Cat: A Calm, Step-by-Step Introduction',
  excerpt:
    'Cats are territorial and love routine. A slow introduction built on a safe room and shared scents sets up a friendship instead of a feud.',
  imageUrl: '/blog/new-cat-introduction.jpg',
  imageAlt: 'A fluffy ginger kitten with blue eyes looking into the camera',
  category: 'Cat Care',
  body: [
    {
      type: 'p',
      text: 'Cats are creatures of territory and routine. A new home is full of unfamiliar smells, sounds and, quite possibly, another cat who thinks the place belongs to them. The good news is that most introductions succeed when they are slow and predictable. Plan for the process to take anywhere from a week or two to a couple of months, and let the cats set the pace.',
    },
    { type: 'h2', text: 'Before the cat arrives' },
    {
      type: 'p',
      text: 'Prepare a single quiet room as a base camp: a spare bedroom or a study works well. Put in everything the newcomer needs so there is no reason to leave:',
    },
    {
      type: 'ul',
      items: [
        'A litter box, placed well away from the food and water bowls.',
        'Food, fresh water and a comfortable bed.',
        'Places to hide, such as a covered bed or a cardboard box on its side, and somewhere high to sit.',
        'A scratching post and a couple of toys.',
      ],
    },
    {
      type: 'p',
      text: 'If you already have pets, book a vet visit for the newcomer first. A health check, parasite treatment and, for cats, a test for infections such as FIV and FeLV protect everyone in the house.',
    },
    { type: 'h2', text: 'The first days: let them hide' },
    {
      type: 'p',
      text: 'Bring the carrier into the base camp, close the door, open the carrier and step back. Let the cat come out in their own time, even if that takes hours. Hiding under the bed for the first day or two is completely normal. Sit quietly in the room, talk softly, and let the cat approach you rather than reaching in after them. Once your new cat eats, uses the litter box and explores the room confidently, they are ready for the next step.',
    },
    { type: 'h2', text: 'Introducing scents before faces' },
    {
      type: 'p',
      text: "Cats recognize each other by smell long before sight matters. Gently rub a soft cloth on each cat's cheeks, where scent glands are, and place it near the other cat's food bowl. Swap bedding between them every day or two. Then try site swapping: shut your resident cat in another room and let the newcomer explore the house for a while, then let your resident cat investigate the base camp.",
    },
    {
      type: 'p',
      text: 'Feed both cats on either side of the closed door, so that the smell of the other cat predicts something good. Over several days, move the bowls a little closer to the door, as long as both keep eating calmly.',
    },
    { type: 'h2', text: 'The first meetings' },
    {
      type: 'p',
      text: 'When both cats are relaxed at the door, let them see each other through a gap, a baby gate or a screen door. Keep sessions short and pleasant with treats or a play session with a wand toy, and end them before anyone gets tense. Gradually lengthen the visits, then let them share a room while you supervise.',
    },
    {
      type: 'p',
      text: 'Learn the warning signs: hissing, growling, flattened ears, a puffed-up or lashing tail and a fixed stare. If you see them, calmly end the session and go back a step for a few days. Never let cats "fight it out". A bad fight can set the relationship back by weeks, and cats remember. If a scuffle starts, interrupt it with a loud clap or by sliding a cushion between them, never with your hands.',
    },
    { type: 'h2', text: 'Make sure there is enough to go around' },
    {
      type: 'p',
      text: "Much tension between cats is really competition for resources. A common rule of thumb is one litter box per cat plus one extra, in different places. Offer several feeding and water stations, more than one scratching post, and plenty of high perches and hiding spots so that no cat can block another's way.",
    },
    { type: 'h2', text: 'If you have a dog' },
    {
      type: 'p',
      text: 'The same base-camp and scent-swapping steps apply. For the first meetings keep the dog on a leash and reward calm behavior, and make sure the cat always has an escape route to somewhere high or a room the dog cannot enter. A dog that stares fixedly or lunges needs more training before any off-leash time together.',
    },
    {
      type: 'p',
      text: 'Patience pays off. A slow introduction may feel tedious, but it is far quicker than repairing a relationship that started with a fight. If things are not improving after several weeks, ask your vet or a qualified behaviorist for help.',
    },
  ],
};
