import { BlogTeasers, preloadBlogTeasers } from '@/features/blog';
import { CaptionContestsSection } from '@/features/captions';
import { NewsletterSection } from '@/features/newsletter';
import { FeaturedProducts } from '@/features/shop';

/**
 * The home page's sections below the first screen on every width: loaded while the first screen
 * paints, not before it (docs/decisions/0042-first-paint.md).
 */
/** Its own lazy part, loaded with it (src/lib/lazy-page.ts). */
export const preload = preloadBlogTeasers;

export default function HomeBelowFold() {
  return (
    <>
      <CaptionContestsSection className="mt-16 sm:mt-20" />
      <FeaturedProducts className="mt-16 sm:mt-20" />
      <BlogTeasers className="mt-16 sm:mt-20" />
      <NewsletterSection className="mt-16 sm:mt-20" />
    </>
  );
}
