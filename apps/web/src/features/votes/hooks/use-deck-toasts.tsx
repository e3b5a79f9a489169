import { STREAK_TOAST_MS, VOTE_GUIDE_TOAST_MS } from '@pawprize/shared';
import { Flame } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { TOUCH_QUERY } from '@/lib/use-media-query';
import { firstTimeThisSession, STREAK_TOAST_FLAG, VOTE_GUIDE_FLAG } from '../browser-storage';

/** The deck's own toaster (DeckToaster): its tips appear below the page title, not over it. */
export const DECK_TOASTER_ID = 'deck';

/** The swiping guide where there is a keyboard (a desktop). */
export const VOTE_GUIDE_TEXT =
  'Swipe right if they’re cute, left if they’re not as cute. The buttons and ← → keys work too.';

/** The swiping guide on phones and touch screens: no keys to press there. */
export const VOTE_GUIDE_TOUCH_TEXT =
  'Swipe right if they’re cute, left if they’re not as cute. The buttons below work too.';

/** A phone, or a screen driven by touch (TOUCH_QUERY): the guide leaves the arrow keys out. */
export function voteGuideText(): string {
  const touch = window.matchMedia?.(`${TOUCH_QUERY}, (max-width: 639px)`).matches ?? false;
  return touch ? VOTE_GUIDE_TOUCH_TEXT : VOTE_GUIDE_TEXT;
}

export const streakToastText = (days: number) =>
  `You’re on a ${days}-day voting streak! Keep it going.`;

/**
 * The once-per-session toasts of the deck (docs/product/votes.md): the swiping guide (5 s) once
 * there is a card to swipe (the arrow keys only where there is a keyboard), and the streak (4 s)
 * once the voter has one.
 */
export function useDeckToasts({ hasCard, streak }: { hasCard: boolean; streak: number }) {
  useEffect(() => {
    if (hasCard && firstTimeThisSession(VOTE_GUIDE_FLAG)) {
      toast.info(voteGuideText(), { duration: VOTE_GUIDE_TOAST_MS, toasterId: DECK_TOASTER_ID });
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
