import { href } from '@pawprize/shared/routes';
import type { CurrentRound } from '@pawprize/shared/schemas/winners';
import { Clock, Crown, Heart, ListOrdered, PawPrint, Trophy, Vote } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTimeLeft } from '../use-time-left';
import { monthParts, timeLeftText } from '../winners-rules';

const votesText = (votes: number) =>
  `${votes.toLocaleString('en-US')} ${votes === 1 ? 'vote' : 'votes'} so far`;

function Leader({ leader }: { leader: NonNullable<CurrentRound['leader']> }) {
  return (
    <Link
      to={href('pet', { id: leader.petId })}
      className="group flex flex-col items-center rounded-3xl p-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="relative">
        <span className="block size-40 overflow-hidden rounded-[2rem] bg-cream-300 shadow-lifted ring-4 ring-white sm:size-48">
          <img
            src={leader.imageUrl}
            alt=""
            decoding="async"
            className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.05]"
          />
        </span>
        <span
          aria-hidden="true"
          className="absolute -top-4 -right-4 flex size-12 rotate-12 items-center justify-center rounded-full bg-gradient-to-br from-sunny-300 to-sunny-400 shadow-soft ring-4 ring-white"
        >
          <Crown className="size-6 fill-white/70 text-coral-700" />
        </span>
      </span>
      <span className="mt-4 text-xs font-bold tracking-wider text-coral-800 uppercase">
        Leading now
      </span>
      <span className="mt-0.5 max-w-56 truncate font-display text-2xl font-extrabold text-plum-900 group-hover:underline group-hover:underline-offset-4">
        {leader.petName}
      </span>
      <span className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-white/80 px-3 py-1 text-sm font-bold text-plum-800 shadow-soft">
        <Heart aria-hidden="true" className="size-4 fill-coral-500 text-coral-500" />
        {votesText(leader.votes)}
      </span>
    </Link>
  );
}

function NoLeader() {
  return (
    <div className="flex flex-col items-center p-2 text-center">
      <span className="flex size-40 items-center justify-center rounded-[2rem] border-2 border-dashed border-coral-300 bg-white/60 sm:size-48">
        <PawPrint aria-hidden="true" className="size-14 text-coral-400" />
      </span>
      <p className="mt-4 font-display text-xl font-extrabold text-plum-900">No entries yet</p>
      <p className="mt-1 max-w-56 text-sm text-plum-700">
        The first pet uploaded this month takes the lead.
      </p>
    </div>
  );
}

/**
 * The running month: its current leader (most votes so far, the earlier upload on a tie) and the
 * time left, updated each minute. `onEnded` runs when the month is over (to load the next one).
 */
export function CurrentRoundCard({
  round,
  onEnded,
}: {
  round: CurrentRound;
  onEnded?: () => void;
}) {
  const { monthName, year } = monthParts(round.month);
  const left = timeLeftText(useTimeLeft(round.endsAt, onEnded));

  return (
    <section
      aria-labelledby="current-round-heading"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-sunny-300 via-coral-300 to-coral-500 p-[3px] shadow-lifted"
    >
      <div className="relative isolate grid items-center gap-8 overflow-hidden rounded-[calc(1.75rem-3px)] bg-gradient-to-br from-[#fff6dc] via-[#fff1e6] to-coral-100 px-5 py-8 sm:px-10 sm:py-10 md:grid-cols-[1fr_auto]">
        <Trophy
          aria-hidden="true"
          className="pointer-events-none absolute -right-10 -bottom-12 -z-10 size-56 rotate-12 text-sunny-400/35 motion-safe:animate-float md:right-72 md:-bottom-16 md:size-64"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-sunny-300/40 blur-3xl"
        />
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-bold tracking-wider text-coral-800 uppercase shadow-soft">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-coral-500 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-coral-600" />
            </span>
            Live · {monthName} {year} round
          </p>
          <h2
            id="current-round-heading"
            className="mt-4 text-3xl font-extrabold tracking-tight text-plum-900 sm:text-4xl"
          >
            Who wins {monthName}?
          </h2>
          <p className="mt-4 inline-flex items-center gap-2.5 font-display text-2xl font-extrabold text-coral-800 sm:text-3xl">
            <Clock aria-hidden="true" className="size-7 shrink-0 text-coral-600" />
            <span>{left ?? 'Announcing the winner…'}</span>
          </p>
          <p className="mx-auto mt-3 max-w-md text-plum-700 md:mx-0">
            The pet with the most votes when the month ends (UTC) is crowned our winner and featured
            in the magazine.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2.5 sm:gap-3 md:justify-start">
            <Button asChild>
              <Link to={href('vote')}>
                <Vote aria-hidden="true" />
                Vote Now
              </Link>
            </Button>
            <Button asChild variant="outline" className="bg-white/80">
              <Link to={href('leaderboard')}>
                <ListOrdered aria-hidden="true" />
                Leaderboard
              </Link>
            </Button>
          </div>
        </div>
        <div className="flex justify-center md:pr-4">
          {round.leader ? <Leader leader={round.leader} /> : <NoLeader />}
        </div>
      </div>
    </section>
  );
}

export function CurrentRoundSkeleton() {
  return <Skeleton className="h-[34rem] rounded-3xl md:h-80" />;
}
