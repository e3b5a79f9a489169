import type { BlogArticle } from '@pawprize/shared/blog/articles';
import { ArticleMeta } from './article-meta';

/** Category, read time, title, excerpt and the header photo. */
export function ArticleHeader({ article }: { article: BlogArticle }) {
  return (
    <header className="grid items-center gap-8 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
      <div>
        <ArticleMeta article={article} />
        <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">
          {article.excerpt}
        </p>
      </div>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute -inset-2 -z-10 rotate-2 sm:-inset-3 rounded-[2rem] bg-gradient-to-br from-coral-200/70 to-teal-100"
        />
        <img
          src={article.imageUrl}
          alt={article.imageAlt}
          decoding="async"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-lifted"
        />
      </div>
    </header>
  );
}
