import { BLOG_HOME_TEASERS } from '@pawprize/shared';
import { blogArticles } from '@pawprize/shared/blog/articles';
import { BlogCard } from './blog-card';

/** The first three articles as cards (its own chunk: the articles' full text stays out of the home bundle). */
export default function BlogTeaserList() {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {blogArticles.slice(0, BLOG_HOME_TEASERS).map((article) => (
        <li key={article.id}>
          <BlogCard article={article} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
