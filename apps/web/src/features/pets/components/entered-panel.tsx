import { href } from '@pawprize/shared/routes';
import { formatDistanceStrict } from 'date-fns';
import { CalendarClock, ListOrdered, PartyPopper, Vote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { usePetStanding } from '../hooks/use-standing';
import type { Pet } from '../types';

const lastDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'June 30' for a round ending at midnight UTC on July 1 (its last day, in UTC). */
function lastDayOf(endsAt: string): string {
  return lastDayFormat.format(new Date(Date.parse(endsAt) - 1));
}

function RankFigure({ pet }: { pet: Pet }) {
  const standing = usePetStanding(pet.id);
  if (standing.isPending) return <Skeleton className="h-9 w-56 rounded-full" />;
  if (standing.isError) return null;
  const { rank, entries } = standing.data;
  if (rank === null) {
    return (
      <p className="text-sm font-semibold text-plum-700">
        {pet.moderation
          ? 'It joins the round as soon as it is approved.'
          : 'It is in the running this round.'}
      </p>
    );
  }
  return (
    <p className="inline-flex items-baseline gap-2 rounded-full bg-card px-4 py-1.5 font-display text-plum-800 shadow-soft ring-1 ring-coral-200">
      <span className="text-2xl font-black text-coral-700 tabular-nums">#{rank}</span>{' '}
      <span className="text-base font-bold">of {entries.toLocaleString('en-US')} this round</span>
    </p>
  );
}

function NextSteps({ pet }: { pet: Pet }) {
  const standing = usePetStanding(pet.id);
  const endsAt = standing.data?.endsAt;
  const steps = [
    {
      icon: Vote,
      text: `Voting is open now: everyone can vote for ${pet.petName} on its page, in the gallery and in the vote deck.`,
    },
    {
      icon: CalendarClock,
      text: endsAt
        ? `The round ends on ${lastDayOf(endsAt)} at midnight (UTC), in ${formatDistanceStrict(new Date(endsAt), new Date())}. The pet with the most votes wins a magazine feature.`
        : 'The round ends at the end of the month. The pet with the most votes wins a magazine feature.',
    },
  ];
  return (
    <ol className="grid gap-2.5 text-sm text-plum-700">
      {steps.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-2.5">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-700" />
          <span>{text}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "You're in!": what the owner sees on the new pet's page right after the upload
 * (docs/product/gallery.md, After an upload): its rank this round, a share button and what
 * happens next.
 */
export function EnteredPanel({ pet, shareAction }: { pet: Pet; shareAction?: ReactNode }) {
  return (
    <section
      aria-labelledby="entered-title"
      className="relative isolate mb-6 overflow-hidden rounded-3xl border border-coral-200 bg-gradient-to-br from-sunny-300/35 via-coral-50 to-card p-5 shadow-soft sm:mb-8 sm:p-7"
    >
      <PartyPopper
        aria-hidden="true"
        className="absolute -top-3 -right-3 -z-10 size-28 rotate-12 text-coral-200/70 sm:size-36"
      />
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-center md:gap-8">
        <div className="grid gap-3">
          <h2
            id="entered-title"
            className="flex items-center gap-2 font-display text-2xl font-black tracking-tight text-plum-900 sm:text-3xl"
          >
            <PartyPopper aria-hidden="true" className="size-6 text-coral-700 sm:size-7" />
            You&apos;re in!
          </h2>
          <p className="text-plum-700">
            <span className="font-semibold text-plum-900">{pet.petName}</span> is entered in this
            month&apos;s contest.
          </p>
          <RankFigure pet={pet} />
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {shareAction}
            <Link
              to={href('leaderboard')}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-bold text-coral-700 underline-offset-4 hover:underline"
            >
              <ListOrdered aria-hidden="true" className="size-4" />
              See the leaderboard
            </Link>
          </div>
        </div>
        <div className="rounded-2xl bg-card/80 p-4 ring-1 ring-border/60 sm:p-5">
          <h3 className="mb-2.5 text-sm font-extrabold tracking-wide text-plum-800 uppercase">
            What happens next
          </h3>
          <NextSteps pet={pet} />
        </div>
      </div>
    </section>
  );
}
