import { href } from '@pawprize/shared/routes';
import { Heart, LayoutGrid, RefreshCw, X } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { PhotoSlot } from '@/components/photo-slot';
import { Skeleton } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api';
import { preloadPhoto } from '@/lib/image-variants';
import { useKeepFocus } from '@/lib/use-keep-focus';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useDeckToasts } from '../hooks/use-deck-toasts';
import { useSwipeDeck } from '../hooks/use-swipe-deck';
import { useVoter } from '../hooks/use-voter';
import { BonusVotesCard, DailyLimitPanel } from './bonus-votes';
import { DeckButtons, DeckLoadError, DeckProgress } from './deck-controls';
import { DeckToaster } from './deck-toaster';
import { NoMorePets, VotingComplete } from './deck-finished';
import { QUEUE_PATH } from '../api/votes-api';
import type { SwipeDirection } from '../types';
import { DECK_PHOTO_SIZES, SwipeCard } from './swipe-card';
import { VoterBadges } from './voter-badges';

/**
 * The card's box: 4:5 on wide screens; on phones as tall as the first screen allows, so the card
 * and its two buttons fit in it with the title above (a 375×667 phone included; ADR 0049).
 */
const CARD_BOX =
  'relative w-full h-[clamp(15rem,calc(100svh_-_19.5rem),calc((100vw_-_2rem)_*_1.25))] sm:h-auto sm:aspect-[4/5]';

/** How many cards are in the DOM: the top one and two waiting behind it. */
const STACK_SIZE = 3;

function DeckSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading pets…</span>
      <div className={CARD_BOX}>
        <Skeleton className="absolute inset-0 rounded-3xl" />
        {/* The first pet's photo, drawn before the app runs on a drawn page (ADR 0044). */}
        <div className="absolute inset-0 overflow-hidden rounded-3xl will-change-transform">
          <PhotoSlot
            from={apiUrl(QUEUE_PATH)}
            pick="pets.0"
            sizes={DECK_PHOTO_SIZES}
            className="block size-full object-cover"
          />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-9">
        <Skeleton className="h-14 rounded-full" />
        <Skeleton className="h-14 rounded-full" />
      </div>
    </div>
  );
}

interface SwipeDeckProps {
  /** The page's heading: beside the deck on wide screens, above it on phones. */
  header?: ReactNode;
  /** Called after each cute vote (the page may ask for the newsletter popup). */
  onCuteVote?: () => void;
}

/**
 * /vote (docs/product/votes.md): one pet at a time. Drag right (or 'Cute!', or →) for a cute vote,
 * left (or 'Not as cute', or ←) to pass. Streak and votes-left badges on top; share buttons for
 * bonus votes beside it, and under the deck once the daily limit is reached. An empty deck shows
 * neither the votes left nor the bonus votes, and points to battles and caption contests.
 */
export function SwipeDeck({ header, onCuteVote }: SwipeDeckProps) {
  const deck = useSwipeDeck({ onCuteVote });
  const voter = useVoter().data;
  // An unverified member cannot vote yet: the page's verify banner says so, no count of votes.
  const { user } = useAuth();
  const unverified = user !== null && !user.emailVerified;
  const limitReached = voter !== undefined && voter.votesLeft <= 0;
  const { current, pets, index } = deck;
  const canSwipe = current !== null && !deck.busy;
  // The cards under the top one are fetched once the top one's photo is in (on a phone's line
  // the photo the visitor sees comes first) and drawn once the visitor first acts on the deck:
  // until then the top card is the page's largest paint (ADR 0044).
  const [othersDrawn, setOthersDrawn] = useState(false);
  const fetchOtherPhotos = useCallback(() => {
    for (const pet of pets.slice(index + 1, index + STACK_SIZE))
      preloadPhoto(pet, DECK_PHOTO_SIZES);
  }, [pets, index]);
  const commit = (direction: SwipeDirection) => {
    setOthersDrawn(true);
    deck.commit(direction);
  };

  useArrowKeys(current !== null, (direction) => {
    if (canSwipe) commit(direction);
  });
  const headerRef = useRef<HTMLDivElement>(null);
  const cardsRef = useRef<HTMLDivElement>(null);
  const deckRef = useKeepFocus<HTMLElement>(
    `${current?.id ?? 'none'}|${deck.complete}|${deck.queue.isFetching}`,
    '[data-deck-focus]',
  );
  useDeckToasts({ hasCard: current !== null, streak: voter?.streak?.currentStreak ?? 0 });

  let body;
  if (deck.queue.isPending) {
    body = <DeckSkeleton />;
  } else if (deck.queue.isError) {
    body = (
      <DeckLoadError
        error={deck.queue.error}
        retrying={deck.queue.isFetching}
        onRetry={() => void deck.queue.refetch()}
      />
    );
  } else if (deck.empty) {
    body = <NoMorePets />;
  } else if (deck.complete) {
    body = <VotingComplete onVoteAgain={deck.restart} refreshing={deck.queue.isFetching} />;
  } else if (current) {
    const stack = pets.slice(index, index + STACK_SIZE);
    body = (
      <>
        <div ref={cardsRef} className={CARD_BOX} onPointerDown={() => setOthersDrawn(true)}>
          {stack.map((pet, depth) => (
            <SwipeCard
              key={pet.id}
              pet={pet}
              depth={depth}
              exiting={depth === 0 ? deck.exiting : null}
              disabled={deck.busy}
              onSwipe={commit}
              photo={depth === 0 || othersDrawn}
              onPhotoSettled={depth === 0 ? fetchOtherPhotos : undefined}
            />
          ))}
        </div>
        <p className="sr-only" aria-live="polite">
          Pet {index + 1} of {pets.length}: {current.petName}
        </p>
        <DeckButtons canSwipe={canSwipe} onSwipe={commit} />
        <DeckProgress index={index} total={pets.length} />
      </>
    );
  }

  const sharePet = current ?? undefined;
  return (
    <div className="grid gap-4 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_24rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
      {header ? (
        <div ref={headerRef} className="lg:col-start-1 lg:row-start-1">
          {header}
        </div>
      ) : null}
      <section
        ref={deckRef}
        tabIndex={-1}
        aria-label="Pets to vote on"
        className="mx-auto w-full max-w-[24rem] outline-none lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        {voter ? (
          <VoterBadges
            voter={voter}
            showVotesLeft={!deck.empty && !unverified}
            className="mb-3 min-h-7 justify-center sm:mb-4"
          />
        ) : (
          <div aria-hidden="true" className="mb-3 h-7 sm:mb-4" />
        )}
        {body}
      </section>
      {/* Nothing to vote on: no allowance to spend, so no bonus votes to earn either. */}
      {deck.empty ? null : (
        <aside
          aria-label="Bonus votes"
          className="mx-auto grid w-full max-w-[24rem] content-start gap-4 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:pt-11"
        >
          {limitReached ? (
            <DailyLimitPanel pet={sharePet} />
          ) : (
            <BonusVotesCard pet={sharePet} voter={voter} />
          )}
        </aside>
      )}
      <DeckHelp />
      {/* Last: the header's and the cards' refs are set when the toaster measures them. */}
      <DeckToaster headerRef={headerRef} cardsRef={cardsRef} cardKey={current?.id ?? null} />
    </div>
  );
}

/** Beside the deck (under the title on wide screens): how voting works, and the gallery. */
function DeckHelp() {
  return (
    <div className="mx-auto grid w-full max-w-[24rem] content-start gap-4 lg:col-start-1 lg:row-start-2 lg:max-w-none">
      <HowItWorks />
      <Button asChild variant="outline" className="justify-self-center lg:justify-self-start">
        <Link to={href('gallery')}>
          <LayoutGrid aria-hidden="true" />
          View All Pets
        </Link>
      </Button>
    </div>
  );
}

function HowItWorks() {
  const steps = [
    { icon: Heart, title: 'Swipe right', text: 'for a cute vote. It counts on the leaderboard.' },
    {
      icon: X,
      title: 'Swipe left',
      text: 'to pass. It isn’t a vote: that pet just stays out of your deck until tomorrow.',
    },
    { icon: RefreshCw, title: 'Come back daily', text: 'to keep your voting streak alive.' },
  ];
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="rounded-3xl border border-border/70 bg-card/70 p-5 sm:p-6"
    >
      <h2 id="how-it-works-title" className="text-lg font-extrabold">
        How voting works
      </h2>
      <ul className="mt-3 grid gap-3">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-coral-100 text-coral-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="pt-1 text-plum-700">
              <span className="font-bold text-plum-800">{title}</span> {text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
