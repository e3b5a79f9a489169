import { MAX_VISIBLE_TOASTS } from '@pawprize/shared';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { Toaster } from 'sonner';
import { DECK_TOASTER_ID } from '../hooks/use-deck-toasts';

/** The app toaster's offset under the navigation bar (app/sonner-toaster.tsx). */
const DEFAULT_OFFSET = 80;
/** Phones: the app toaster's place at the bottom (app/sonner-toaster.tsx). */
const PHONE_BOTTOM = 16;
/** The gap between a toast and what it must not cover. */
const GAP = 8;

type Place =
  { at: 'phone'; bottom: number } | { at: 'tablet'; top: number } | { at: 'desktop'; top: number };

/**
 * The swipe deck's toasts: the guide and streak tips and what each swipe did
 * (docs/decisions/0128-vote-moments.md, after docs/decisions/0049-phone-layouts.md). On phones
 * they rise from the bottom and stop just above the deck's two buttons (over the photo's lower
 * edge), so they cover neither the title, the votes-left badge nor the buttons the next tap
 * needs; on tablets, where the title sits above the deck, just below it; on wide screens at the
 * top right, as the app's, clear of the title and the badges above the deck. Measured for the
 * page as it arrives (scrolled to the top).
 */
export function DeckToaster({
  headerRef,
  buttonsRef,
  hasCard,
}: {
  headerRef: RefObject<HTMLElement | null>;
  /** The deck's buttons, while there is a card. */
  buttonsRef: RefObject<HTMLElement | null>;
  hasCard: boolean;
}) {
  const [place, setPlace] = useState<Place>({ at: 'desktop', top: DEFAULT_OFFSET });

  useLayoutEffect(() => {
    const measure = () => {
      if (window.matchMedia('(max-width: 639px)').matches) {
        const buttons = buttonsRef.current;
        const above = buttons
          ? window.innerHeight - (buttons.getBoundingClientRect().top + window.scrollY) + GAP
          : PHONE_BOTTOM;
        setPlace({ at: 'phone', bottom: Math.max(PHONE_BOTTOM, Math.round(above)) });
        return;
      }
      const header = headerRef.current;
      if (!header || window.matchMedia('(min-width: 1024px)').matches) {
        setPlace({ at: 'desktop', top: DEFAULT_OFFSET });
        return;
      }
      const bottom = header.getBoundingClientRect().bottom + window.scrollY;
      setPlace({ at: 'tablet', top: Math.max(DEFAULT_OFFSET, Math.round(bottom + GAP)) });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [headerRef, buttonsRef, hasCard]);

  const offset = place.at === 'phone' ? { bottom: place.bottom } : { top: place.top };
  const position = { phone: 'bottom-center', tablet: 'top-center', desktop: 'top-right' } as const;
  return (
    <Toaster
      id={DECK_TOASTER_ID}
      containerAriaLabel="Voting messages"
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      position={position[place.at]}
      offset={offset}
      mobileOffset={offset}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
