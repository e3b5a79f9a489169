import type { BlogArticleContent } from '../types.ts';

export const groomingAndShedding: BlogArticleContent = {
  id: 'grooming-and-shedding',
  title: 'Grooming Basics: Brushing, Bathing and Living with Shedding',
  excerpt:
    'The right brush, a sensible bath schedule and a few minutes a week keep coats healthy and hair off the sofa. Here is where to start.',
  imageUrl: '/blog/grooming-and-shedding.jpg',
  imageAlt: 'A scruffy grey dog with a wiry coat lying on a blue rug',
  category: 'Grooming',
  body: [
    {
      type: 'p',
      text: "Grooming is about much more than looks. Regular brushing spreads natural oils through the coat, removes loose hair before it lands on your furniture, prevents painful mats and gives you a weekly chance to check your pet's skin, ears, teeth and nails. It is also great bonding time once your pet learns that it comes with praise and treats.",
    },
    { type: 'h2', text: 'Why pets shed' },
    {
      type: 'p',
      text: 'Shedding is normal: old hairs fall out to make room for new ones. Many breeds with a double coat, such as huskies, shepherds, retrievers and many cats, shed heavily twice a year as the seasons change, often called "blowing the coat". Indoor pets living under artificial light may shed a little all year round instead. You cannot stop healthy shedding, but you can catch the hair in a brush rather than on the sofa.',
    },
    { type: 'h2', text: 'Choosing the right brush' },
    {
      type: 'ul',
      items: [
        'Slicker brush: fine wire pins that work for most medium and long coats and remove tangles before they become mats.',
        'Undercoat rake or deshedding tool: reaches the dense undercoat of double-coated breeds. Use light strokes; pressing hard can scratch the skin.',
        'Rubber curry brush or grooming glove: ideal for short, smooth coats, and most pets enjoy the massage.',
        'Metal comb: run it through after brushing to find knots you missed, especially behind the ears, under the legs and around the tail.',
      ],
    },
    {
      type: 'p',
      text: 'Long-haired dogs and cats usually need brushing daily or every other day; short coats are fine with once a week, more during shedding season. Brush in the direction the hair grows, work in small sections and keep sessions short and positive at first.',
    },
    { type: 'h2', text: 'Bathing without the drama' },
    {
      type: 'p',
      text: 'Most dogs need a bath only every few weeks or when they are dirty or smelly; bathing too often can dry out the skin. Always brush before the bath, because water tightens mats. Use lukewarm water and a shampoo made for pets: human shampoo is formulated for the different pH of human skin and can irritate. Rinse thoroughly, since leftover shampoo causes itching, and dry your pet well, especially thick coats.',
    },
    {
      type: 'p',
      text: 'Healthy cats groom themselves and rarely need a bath unless they are elderly, overweight or got into something sticky. Regular brushing is far more useful for cats because it reduces the hair they swallow and therefore hairballs.',
    },
    { type: 'h2', text: 'Nails, ears and teeth' },
    {
      type: 'ul',
      items: [
        'Nails: if you hear clicking on hard floors, they are too long. Trim a little at a time every few weeks and avoid the quick, the pink core with a blood vessel and nerve. Keep styptic powder nearby in case of a nick.',
        'Ears: check weekly for redness, a bad smell or dark discharge, which can mean an infection or ear mites and needs a vet. Clean only the visible part of the ear, never push anything down the canal.',
        'Teeth: brushing a few times a week with a pet toothbrush and pet toothpaste helps prevent dental disease. Never use human toothpaste; it is not meant to be swallowed and some contain xylitol, which is toxic to dogs.',
      ],
    },
    { type: 'h2', text: 'When shedding is not normal' },
    {
      type: 'p',
      text: 'See your vet if you notice bald patches, red or flaky skin, sores, constant scratching or licking, or a coat that suddenly turns dull and brittle. Fleas, allergies, infections, hormonal conditions and stress can all cause hair loss, and they are much easier to treat early.',
    },
    { type: 'h2', text: 'Keeping the house hair-free' },
    {
      type: 'p',
      text: "Even the best grooming routine will not catch every hair. Washable throws on your pet's favorite spots, a reusable lint roller or a damp rubber glove for upholstery, and a vacuum with a pet-hair attachment make life easier. Brushing outdoors during peak shedding season keeps the tumbleweeds out of the house altogether.",
    },
  ],
};
