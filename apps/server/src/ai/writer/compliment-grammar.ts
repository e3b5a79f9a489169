import type { Slots } from './expand.ts';

/**
 * The built-in compliment grammar (ADR 0007). Values: {name}, {name's}, and {trait} when the
 * caller gave one. A trait reads as an adjective ("fluffy"), a verb phrase ("loves naps") or a
 * noun phrase ("a gentle giant"); templates say which they take.
 */
export type TraitKind = 'adjective' | 'verb' | 'noun';

export interface ComplimentTemplate {
  id: string;
  text: string;
  /** Absent: does not use the trait (usable with or without one). */
  trait?: TraitKind;
}

const VERB_STARTS =
  /^(loves|likes|enjoys|adores|has|is|can|always|never|sleeps|plays|runs|chases|eats|steals|knows|gives|makes|barks|purrs|sings|hops|swims|climbs|waits)\b/i;

export function traitKind(trait: string): TraitKind {
  const t = trait.trim();
  if (/^(a|an|the|my|our)\s/i.test(t)) return 'noun';
  if (VERB_STARTS.test(t)) return 'verb';
  return 'adjective';
}

export const COMPLIMENT_TEMPLATES: readonly ComplimentTemplate[] = [
  { id: 'invented', text: "{name} is the reason the word '{adjective}' was invented." },
  { id: 'room', text: 'Every room gets {brighter} the moment {name} walks in.' },
  { id: 'argument', text: '{name} could end any argument just by walking into the room.' },
  {
    id: 'saturday',
    text: '{name} has the energy of a sunny Saturday and the charm of {charmThing}.',
  },
  { id: 'scientists', text: 'Scientists are still studying how {name} got this {adjective}.' },
  {
    id: 'sport',
    text: 'If being {adjective} were a sport, {name} would need a bigger trophy shelf.',
  },
  { id: 'fanclub', text: "{name's} {feature} deserves its own fan club. Membership: everyone." },
  {
    id: 'league',
    text: 'There are {adjective} pets, and then there is {name}, in a league of their own.',
  },
  { id: 'grumpy', text: '{name} could charm {grumpyThing}.' },
  { id: 'museum', text: "Somewhere a museum is missing its finest work of art, and it's {name}." },
  { id: 'sunshine', text: '{name} is basically sunshine with {extraBit}.' },
  { id: 'heart', text: "{name} doesn't steal hearts, {name} gets them handed over with a bow." },
  {
    id: 'dictionary',
    text: "Look up '{adjective}' in the dictionary and you'll find {name's} photo.",
  },
  { id: 'stars', text: '{name} gets five stars in {category} and a bonus star for {feature}.' },
  { id: 'vip', text: '{name} is a VIP: Very Important {vipWord}.' },
  { id: 'upgrade', text: 'Meeting {name} is an instant mood upgrade. No subscription needed.' },
  { id: 'magic', text: "{name's} {feature} is proof that everyday magic is real." },
  { id: 'cloud', text: '{name} is what clouds would look like if they were {cloudWish}.' },
  { id: 'worldbetter', text: 'The world is a little {brighter} because {name} is in it.' },
  { id: 'poetry', text: "{name's} {feature} is pure poetry. Someone call a poet." },
  { id: 'award', text: 'And the award for {awardName} goes to… {name}! (Again.)' },
  { id: 'ten', text: '{name}: ten out of ten, would {complimentVerb} again.' },
  // With a trait
  {
    id: 'adj-warning',
    text: '{name} is so {trait} it should come with a warning label (a cute one).',
    trait: 'adjective',
  },
  {
    id: 'adj-job',
    text: 'Being this {trait} is a full-time job, and {name} is employee of the month.',
    trait: 'adjective',
  },
  { id: 'adj-world', text: 'The world needs more {trait} souls like {name}.', trait: 'adjective' },
  {
    id: 'adj-list',
    text: '{name}: {trait}, {adjective} and worth every single treat.',
    trait: 'adjective',
  },
  {
    id: 'adj-rumour',
    text: 'Rumour has it {name} is {trait}. We checked: it is true, and then some.',
    trait: 'adjective',
  },
  {
    id: 'adj-level',
    text: "{name's} level of {trait}: off the charts and climbing.",
    trait: 'adjective',
  },
  {
    id: 'adj-olympic',
    text: 'If there were Olympics for being {trait}, {name} would take gold every time.',
    trait: 'adjective',
  },
  {
    id: 'verb-relatable',
    text: "{name} {trait}, and honestly that's the most {adjective} thing we've heard all day.",
    trait: 'verb',
  },
  {
    id: 'verb-talent',
    text: '{name} {trait} with the grace of a true professional.',
    trait: 'verb',
  },
  {
    id: 'verb-fan',
    text: 'Breaking news: {name} {trait}, and the whole internet approves.',
    trait: 'verb',
  },
  { id: 'noun-certified', text: '{name} is {trait}, certified and {adjective}.', trait: 'noun' },
  {
    id: 'noun-best',
    text: 'Of all the pets in the world, {name} is {trait}, and we are lucky to know it.',
    trait: 'noun',
  },
  {
    id: 'noun-title',
    text: "{name}: {trait}, champion of {category} and everyone's favourite.",
    trait: 'noun',
  },
];

export const COMPLIMENT_SLOTS: Slots = {
  adjective: [
    'adorable',
    'charming',
    'delightful',
    'huggable',
    'dazzling',
    'lovable',
    'majestic',
    'photogenic',
    'sweet',
    'heart-melting',
    'wonderful',
  ],
  brighter: ['brighter', 'warmer', 'happier', 'cozier', 'kinder', 'sunnier'],
  charmThing: [
    'a fresh batch of cookies',
    'a warm blanket',
    'a puppy in a teacup',
    'the first day of spring',
    'a surprise birthday party',
  ],
  feature: [
    'smile',
    'head tilt',
    'sparkle',
    'good-morning face',
    'nap technique',
    'happy dance',
    'fluff',
    'gaze',
    'wiggle',
  ],
  grumpyThing: [
    'a grumpy Monday morning',
    'a rain cloud',
    'the strictest librarian in town',
    'a traffic jam',
    'a cat who has seen everything',
  ],
  extraBit: ['whiskers', 'paws', 'a cute nose', 'a tail', 'extra fluff', 'ears'],
  category: ['cuteness', 'cuddling', 'charm', 'posing', 'napping', 'friendship'],
  vipWord: ['Pet', 'Poser', 'Pal', 'Personality', 'Pawprint'],
  cloudWish: ['extra huggable', 'made of love', 'allowed on the couch', 'this photogenic'],
  awardName: [
    'Best Smile',
    'Most Huggable',
    'Cutest Face in the Room',
    'Outstanding Fluff',
    'Best Supporting Cuddler',
  ],
  complimentVerb: ['cuddle', 'adore', 'photograph', 'admire', 'spoil'],
};
