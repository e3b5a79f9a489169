import { NewsletterBox } from './newsletter-box';

/** Home page: the newsletter signup (SPEC §2 "/"), placed by the page. */
export function NewsletterSection({ className }: { className?: string }) {
  return <NewsletterBox className={className} />;
}
