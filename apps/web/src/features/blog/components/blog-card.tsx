import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { BlogArticle } from '@pawprize/shared/blog/articles';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { ArticleMeta } from './article-meta';

interface BlogCardProps {
  article: BlogArticle;
  /** h2 on the blog page, h3 inside a home page section. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** Image, category, read time, title, excerpt and Read More; the whole card is clickable. */
export function BlogCard({ article, headingLevel = 'h2', className }: BlogCardProps) {
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-200 focus-within:shadow-lifted hover:shadow-lifted',
        className,
      )}
    >
      <div className="aspect-[16/10] overflow-hidden bg-cream-200">
        <img
          src={article.imageUrl}
          alt={article.imageAlt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta article={article} />
        <Heading className="mt-4 font-display text-xl leading-snug font-extrabold text-pretty text-plum-800 transition-colors group-hover:text-coral-700">
          {article.title}
        </Heading>
        <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-relaxed text-muted-foreground">
          {article.excerpt}
        </p>
        <Link
          to={href('blogArticle', { id: article.id })}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-md pt-5 text-sm font-bold text-coral-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          <span aria-hidden="true">{messages.blog.readMore}</span>
          <span className="sr-only">{`${messages.blog.readMore}: ${article.title}`}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
