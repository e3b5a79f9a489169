import type { BlogArticle } from '@pawprize/shared/blog/articles';
import { BlogCard } from './blog-card';

/** "Keep reading": a few other articles under the current one. */
export function MoreArticles({ articles }: { articles: readonly BlogArticle[] }) {
  return (
    <section aria-labelledby="more-articles">
      <h2 id="more-articles" className="text-2xl font-extrabold sm:text-3xl">
        Keep reading
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <BlogCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
