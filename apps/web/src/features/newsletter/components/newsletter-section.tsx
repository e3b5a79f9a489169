import { NewsletterBox } from './newsletter-box';

/** Home page: the newsletter signup (docs/product/newsletter.md), placed by the page. */
export function NewsletterSection({ className }: { className?: string }) {
  return <NewsletterBox className={className} />;
}
