import { NEWSLETTER_POPUP_DELAY_MS } from '@pawprize/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth';
import { takePopupRequest } from '../popup-flag';

// The dialog and its form load only when the popup opens, not with every first page (ADR 0040).
const NewsletterPopupDialog = lazy(() => import('./newsletter-popup-dialog'));

/**
 * The global newsletter popup (docs/product/newsletter.md): 3 s after the app loads, if the stored
 * flag asks for it, it opens and the flag is cleared — for signed-out visitors only, and not after
 * a failed action of this page load (holdNewsletterPopup). It closes by its close button (or Escape) and
 * after a successful signup; a click outside does not dismiss it by accident.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  const { user, isLoading } = useAuth();
  // Visitors only: a member has an address with us already, and is asked nothing on top of what
  // they came to do. Signing in meanwhile stops the countdown; the request is kept.
  const visitor = !isLoading && !user;

  useEffect(() => {
    if (!visitor) return;
    const timer = setTimeout(() => {
      if (takePopupRequest()) setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visitor]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
