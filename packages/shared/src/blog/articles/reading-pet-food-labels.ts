import type { BlogArticleContent } from '../types.ts';

export const readingPetFoodLabels: BlogArticleContent = {
  id: 'reading-pet-food-labels',
  title: 'How to Read a Pet Food Label',
  excerpt:
    'What "with chicken" really means, how to compare wet and dry food fairly, and the one statement on the bag that matters most.',
  imageUrl: '/blog/reading-pet-food-labels.jpg',
  imageAlt: 'A smiling ginger dog wrapped in a green towel',
  category: 'Nutrition',
  body: [
    {
      type: 'p',
      text: 'Pet food packaging is designed to sell, with pictures of roast chicken and words like "premium" and "gourmet". The useful information is in the small print. This guide follows the labeling rules used in the United States, which are based on the model regulations of AAFCO (the Association of American Feed Control Officials); other countries have similar rules with some differences.',
    },
    { type: 'h2', text: 'Start with the nutritional adequacy statement' },
    {
      type: 'p',
      text: 'This is the most important sentence on the bag. Look for wording such as "complete and balanced for adult maintenance" or "for all life stages". It means the food meets the nutrient profile for that life stage, either by formulation or by passing a feeding trial. The life stage matters: puppies and kittens need food for growth, and large-breed puppies need food stated to be suitable for the growth of large dogs (70 lb or more as adults). If the label says "for intermittent or supplemental feeding only", the product is a treat or topper, not a meal.',
    },
    { type: 'h2', text: 'What the name tells you' },
    {
      type: 'p',
      text: 'The exact wording of the product name follows percentage rules for the named ingredient:',
    },
    {
      type: 'ul',
      items: [
        '"Chicken Dog Food": chicken makes up at least 95% of the product, not counting added water (at least 70% with water).',
        '"Chicken Dinner", "Entrée", "Formula" or "Platter": at least 25% chicken, not counting water.',
        '"With Chicken": only at least 3% chicken.',
        '"Chicken Flavor": no minimum amount, only that the flavor can be detected.',
      ],
    },
    {
      type: 'p',
      text: 'So "Beef Dinner with Carrots" and "Beef and Carrot Dog Food" can be very different recipes.',
    },
    { type: 'h2', text: 'Reading the ingredient list' },
    {
      type: 'p',
      text: 'Ingredients are listed in descending order by weight as they go into the recipe, including their water. Fresh meat is around 70% water, so "chicken" at the top of the list may contribute less protein than "chicken meal" (a concentrated, dried form) further down. Watch for ingredient splitting too: peas, pea protein and pea fiber listed separately can add up to more than the meat listed above them. Ingredient names such as "by-products" sound unappetizing but are not automatically poor quality; the overall nutrient balance matters more than any single ingredient.',
    },
    { type: 'h2', text: 'Comparing wet and dry food fairly' },
    {
      type: 'p',
      text: 'The guaranteed analysis lists minimum crude protein and fat and maximum fiber and moisture, all "as fed". Because canned food is mostly water, its numbers look tiny next to kibble. To compare, convert to a dry matter basis: divide the nutrient percentage by the percentage of dry matter (100 minus moisture) and multiply by 100.',
    },
    {
      type: 'ul',
      items: [
        'Canned food with 10% protein and 78% moisture: 10 ÷ 22 × 100 ≈ 45% protein on a dry matter basis.',
        'Kibble with 26% protein and 10% moisture: 26 ÷ 90 × 100 ≈ 29% protein on a dry matter basis.',
      ],
    },
    {
      type: 'p',
      text: 'In this example the canned food is actually the higher-protein food.',
    },
    { type: 'h2', text: 'Calories and feeding guides' },
    {
      type: 'p',
      text: "The calorie statement (kcal per kilogram and per cup or can) is the best way to compare how much energy foods provide. Feeding guidelines on the bag are only a starting point: activity, age, neutering and breed all change what an individual needs. Weigh portions with a kitchen scale, check your pet's body shape regularly, and adjust. Treats should stay under about 10% of daily calories.",
    },
    { type: 'h2', text: 'Marketing words' },
    {
      type: 'p',
      text: '"Natural" has a defined meaning under AAFCO guidelines (no chemically synthetic ingredients, apart from added vitamins and minerals), while words like "holistic" and "premium" have no official definition at all. "Grain-free" is not automatically healthier: since 2018 the FDA has looked into reports of a heart disease, dilated cardiomyopathy, in dogs eating certain diets, many of them grain-free and rich in peas or lentils. A cause has not been proven, but it is a good reason to choose diets backed by sound nutrition research.',
    },
    {
      type: 'p',
      text: "When in doubt, ask your vet. They know your pet's health and can help you decide whether a food is a good fit, and whether any special diet is needed.",
    },
  ],
};
