import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import {
  MessageSquareQuote,
  PartyPopper,
  PawPrint,
  RotateCcw,
  Swords,
  Trophy,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

function FinishedPanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="relative isolate flex flex-col items-center overflow-hidden rounded-3xl border border-border/70 bg-card px-6 py-10 text-center shadow-lifted sm:px-10 sm:py-12">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <span className="flex size-16 items-center justify-center rounded-3xl bg-gradient-to-br from-coral-400 to-sunny-300 text-white shadow-glow">
        {icon}
      </span>
      <h2 className="mt-5 text-3xl font-black tracking-tight">{title}</h2>
      <div className="mt-2 max-w-xs text-muted-foreground">{children}</div>
      <div className="mt-7 flex w-full max-w-xs flex-col gap-3">{actions}</div>
    </div>
  );
}

/** The queue is used up (docs/product/votes.md): Vote Again, Upload Your Pet, View Top Pets. */
export function VotingComplete({
  onVoteAgain,
  refreshing,
}: {
  onVoteAgain: () => void;
  refreshing: boolean;
}) {
  return (
    <FinishedPanel
      icon={<PartyPopper aria-hidden="true" className="size-8" />}
      title={messages.vote.votingComplete}
      actions={
        <>
          <Button
            size="lg"
            onClick={() => !refreshing && onVoteAgain()}
            aria-disabled={refreshing || undefined}
            className="aria-disabled:opacity-50"
            data-deck-focus
          >
            {refreshing ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Vote Again
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={href('upload')}>
              <Upload aria-hidden="true" />
              {messages.dashboard.uploadYourPet}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={href('leaderboard')}>
              <Trophy aria-hidden="true" />
              View Top Pets
            </Link>
          </Button>
        </>
      }
    >
      <p>You&apos;ve met every pet in this round. Thanks for cheering them on!</p>
    </FinishedPanel>
  );
}

/**
 * The server had no pets left for this voter (docs/product/votes.md): votes left or not, there is
 * nothing to spend them on here, so the deck points to the other ways to play.
 */
export function NoMorePets() {
  return (
    <FinishedPanel
      icon={<PawPrint aria-hidden="true" className="size-8" />}
      title={messages.vote.noMorePets}
      actions={
        <>
          <Button asChild size="lg" data-deck-focus>
            <Link to={href('battle')}>
              <Swords aria-hidden="true" />
              Play Pet Battles
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={href('captions')}>
              <MessageSquareQuote aria-hidden="true" />
              Vote on Captions
            </Link>
          </Button>
          <Button asChild variant="ghost" className="text-plum-700">
            <Link to={href('upload')}>
              <Upload aria-hidden="true" />
              {messages.dashboard.uploadYourPet}
            </Link>
          </Button>
        </>
      }
    >
      <p>
        You&apos;ve met every pet for now, and new entries arrive all the time. Meanwhile, pick the
        cuter pet in a battle or the funniest caption.
      </p>
    </FinishedPanel>
  );
}
