import { BLOG_HOME_TEASERS } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyPage } from '@/lib/lazy-page';

const BlogTeaserList = lazyPage(() => import('./blog-teaser-list'));

/** Loads the teasers' list ahead (a drawn home page hydrates it: src/lib/lazy-page.ts). */
export const preloadBlogTeasers = () => BlogTeaserList.preload();

function TeaserSkeleton() {
  return (
    <div role="status" className="mt-6 grid gap-6 md:grid-cols-3">
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: BLOG_HOME_TEASERS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-[26rem] animate-pulse rounded-2xl border border-border/70 bg-card shadow-soft"
        />
      ))}
    </div>
  );
}

/** Home page: the first three blog articles. */
export function BlogTeasers({ className }: { className?: string }) {
  return (
    <section aria-labelledby="blog-teasers" className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="blog-teasers" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            From the blog
          </h2>
          <p className="mt-1 text-muted-foreground">
            Practical advice on health, grooming, play and photos that win votes.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={href('blog')}>
            All articles
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <Suspense fallback={<TeaserSkeleton />}>
        <BlogTeaserList />
      </Suspense>
    </section>
  );
}
