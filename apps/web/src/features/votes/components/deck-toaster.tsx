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
 * they rise from the bottom and stop just above the top card's caption (its name, owner and
 * votes, over the photo's lower part), so they cover neither the pet's name, the title, the
 * votes-left badge nor the buttons the next tap needs; on tablets, where the title sits above the
 * deck, just below it; on wide screens at the top right, as the app's, clear of the title and the
 * badges above the deck. Measured for the page as it arrives (scrolled to the top), again for
 * each card (a caption without an owner is shorter).
 */
export function DeckToaster({
  headerRef,
  cardsRef,
  cardKey,
}: {
  headerRef: RefObject<HTMLElement | null>;
  /** The deck's stack of cards, while there is a card. */
  cardsRef: RefObject<HTMLElement | null>;
  /** The top card's pet, null without one. */
  cardKey: string | null;
}) {
  const [place, setPlace] = useState<Place>({ at: 'desktop', top: DEFAULT_OFFSET });

  useLayoutEffect(() => {
    const measure = () => {
      if (window.matchMedia('(max-width: 639px)').matches) {
        // The caption sits at the bottom of its card, and the card fills the stack's box: its
        // place without the card's own transform (a card moving up to the top is still moving).
        const cards = cardsRef.current;
        const caption = cards?.querySelector<HTMLElement>('[data-top-card] [data-card-caption]');
        const captionTop =
          cards && caption ? cards.getBoundingClientRect().bottom - caption.offsetHeight : null;
        const above =
          captionTop === null
            ? PHONE_BOTTOM
            : window.innerHeight - (captionTop + window.scrollY) + GAP;
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
  }, [headerRef, cardsRef, cardKey]);

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
