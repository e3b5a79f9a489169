import { Heart, Keyboard, RefreshCw, X } from 'lucide-react';
import type { Ref } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import type { SwipeDirection } from '../types';

/** The deck's two buttons: 'Not as cute' (left) and 'Cute!' (right). */
export function DeckButtons({
  canSwipe,
  onSwipe,
  ref,
}: {
  canSwipe: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  /** The deck's toaster keeps its toasts above these buttons on phones. */
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="mt-4 grid grid-cols-2 gap-3 sm:mt-9">
      {/* aria-disabled, not disabled, while a card flies off: a disabled button would drop
          the keyboard focus to the page body (docs/decisions/0046-focus-stays-on-the-deck.md). */}
      <Button
        size="lg"
        variant="outline"
        className="h-14 text-base aria-disabled:opacity-50"
        onClick={() => canSwipe && onSwipe('left')}
        aria-disabled={!canSwipe || undefined}
      >
        <X aria-hidden="true" className="text-coral-600" strokeWidth={3} />
        Not as cute
      </Button>
      <Button
        size="lg"
        className="h-14 text-base aria-disabled:opacity-50"
        onClick={() => canSwipe && onSwipe('right')}
        aria-disabled={!canSwipe || undefined}
        data-deck-focus
      >
        <Heart aria-hidden="true" className="fill-current" />
        Cute!
      </Button>
    </div>
  );
}

/** Where the visitor is in the deck, and the arrow keys on wide screens. */
export function DeckProgress({ index, total }: { index: number; total: number }) {
  return (
    <div className="mt-4 flex items-center justify-between gap-3 text-sm text-muted-foreground">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="shrink-0 font-semibold text-plum-700 tabular-nums">
          {index + 1} / {total}
        </span>
        <span
          aria-hidden="true"
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-plum-800/10 sm:max-w-40"
        >
          <span
            className="block h-full origin-left rounded-full bg-coral-500 transition-transform duration-300"
            style={{ transform: `scaleX(${index / total})` }}
          />
        </span>
      </div>
      <span className="hidden items-center gap-1.5 sm:inline-flex">
        <Keyboard aria-hidden="true" className="size-4" />
        Use <kbd className="rounded border border-border bg-card px-1.5 font-sans">←</kbd>
        <kbd className="rounded border border-border bg-card px-1.5 font-sans">→</kbd>
      </span>
    </div>
  );
}

/** The deck could not be loaded: why, and Try again. */
export function DeckLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error" role="alert" className="flex-col gap-3">
      <div>
        <AlertTitle>We couldn&apos;t load pets to vote on.</AlertTitle>
        <p>{errorMessage(error)}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start bg-card"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </Alert>
  );
}
