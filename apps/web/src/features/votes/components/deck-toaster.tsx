import { MAX_VISIBLE_TOASTS } from '@pawprize/shared';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { Toaster } from 'sonner';
import { DECK_TOASTER_ID } from '../hooks/use-deck-toasts';

/** The app toaster's offset under the navigation bar (app/providers.tsx). */
const DEFAULT_OFFSET = 80;

/**
 * The swipe deck's guide and streak toasts (docs/decisions/0049-phone-layouts.md): where the
 * page title sits above the deck (phones and tablets), they appear just below it instead of over
 * it; beside the deck (wide screens) they keep the app's place.
 */
export function DeckToaster({ headerRef }: { headerRef: RefObject<HTMLElement | null> }) {
  const [top, setTop] = useState(DEFAULT_OFFSET);

  useLayoutEffect(() => {
    const measure = () => {
      const header = headerRef.current;
      if (!header || window.matchMedia('(min-width: 1024px)').matches) {
        setTop(DEFAULT_OFFSET);
        return;
      }
      // Page coordinates: the toasts are placed for the page as it arrives (scrolled to the top).
      const bottom = header.getBoundingClientRect().bottom + window.scrollY;
      setTop(Math.max(DEFAULT_OFFSET, Math.round(bottom + 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [headerRef]);

  return (
    <Toaster
      id={DECK_TOASTER_ID}
      containerAriaLabel="Voting tips"
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
