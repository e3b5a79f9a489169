import { STREAK_TOAST_MS, VOTE_GUIDE_TOAST_MS } from '@pawprize/shared';
import { Flame } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { firstTimeThisSession, STREAK_TOAST_FLAG, VOTE_GUIDE_FLAG } from '../browser-storage';

/** The deck's own toaster (DeckToaster): its tips appear below the page title, not over it. */
export const DECK_TOASTER_ID = 'deck';

export const VOTE_GUIDE_TEXT =
  'Swipe right if they’re cute, left if they’re not as cute. The buttons and ← → keys work too.';

export const streakToastText = (days: number) =>
  `You’re on a ${days}-day voting streak! Keep it going.`;

/**
 * The once-per-session toasts of the deck (docs/product/votes.md): the swiping guide (5 s) once
 * there is a card to swipe, and the streak (4 s) once the voter has one.
 */
export function useDeckToasts({ hasCard, streak }: { hasCard: boolean; streak: number }) {
  useEffect(() => {
    if (hasCard && firstTimeThisSession(VOTE_GUIDE_FLAG)) {
      toast.info(VOTE_GUIDE_TEXT, { duration: VOTE_GUIDE_TOAST_MS, toasterId: DECK_TOASTER_ID });
    }
  }, [hasCard]);

  useEffect(() => {
    if (streak > 0 && firstTimeThisSession(STREAK_TOAST_FLAG)) {
      toast(streakToastText(streak), {
        duration: STREAK_TOAST_MS,
        toasterId: DECK_TOASTER_ID,
        icon: <Flame aria-hidden="true" className="size-4 fill-coral-400 text-coral-600" />,
      });
    }
  }, [streak]);
}
