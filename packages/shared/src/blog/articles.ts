import { choosingSafeToys } from './articles/choosing-safe-toys.ts';
import { groomingAndShedding } from './articles/grooming-and-shedding.ts';
import { newCatIntroduction } from './articles/new-cat-introduction.ts';
import { photographingYourPet } from './articles/photographing-your-pet.ts';
import { readingPetFoodLabels } from './articles/reading-pet-food-labels.ts';
import { summerHeatSafety } from './articles/summer-heat-safety.ts';
import type { BlogArticle, BlogArticleContent } from './types.ts';
import { blogWordCount, readTimeFor } from './types.ts';

export type { BlogArticle, BlogBlock } from './types.ts';

const withReadTime = (article: BlogArticleContent): BlogArticle => ({
  ...article,
  readTime: readTimeFor(blogWordCount(article)),
});

/**
 * The blog's six static articles (docs/product/site.md), in display order; the home page shows the
 * first 3.
 */
export const blogArticles: readonly BlogArticle[] = [
  summerHeatSafety,
  newCatIntroduction,
  groomingAndShedding,
  choosingSafeToys,
  readingPetFoodLabels,
  photographingYourPet,
].map(withReadTime);

/** The article for `/blog/:id`, or undefined (the page shows its not-found state). */
export function getBlogArticle(id: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}
