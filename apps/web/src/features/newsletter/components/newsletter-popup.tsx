import { NEWSLETTER_POPUP_DELAY_MS } from '@pawprize/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { takePopupRequest } from '../popup-flag';

// The dialog and its form load only when the popup opens, not with every first page (ADR 0040).
const NewsletterPopupDialog = lazy(() => import('./newsletter-popup-dialog'));

/**
 * The global newsletter popup (docs/product/newsletter.md): 3 s after the app loads, if the stored
 * flag asks for it, it opens and the flag is cleared. It closes by its close button (or Escape) and
 * after a successful signup; a click outside does not dismiss it by accident.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (takePopupRequest()) setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
