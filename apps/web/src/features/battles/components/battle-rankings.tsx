import { BATTLE_MIN_FOR_RANKING, messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { BattleRanking } from '@pawprize/shared/schemas/battles';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { ChevronDown, Info, Swords } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PetImage } from '@/components/pet-image';
import { placeholderOf } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import { battleKeys, fetchBattleRankings } from '../battles-api';
import { formatStrength, intervalScale, rankLabel, winChanceText } from '../battle-rules';

function lastComputed(computedAt: string | null): string | null {
  if (!computedAt) return null;
  const at = new Date(computedAt);
  if (Number.isNaN(at.getTime())) return null;
  return `Last computed ${formatDistanceToNow(at, { addSuffix: true })}`;
}

function RankingRow({
  ranking,
  place,
}: {
  ranking: BattleRanking;
  place: ReturnType<ReturnType<typeof intervalScale>>;
}) {
  const label = rankLabel(ranking);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const chance = winChanceText(ranking);
  const interval = `${formatStrength(ranking.lower)}–${formatStrength(ranking.upper)}`;
  return (
    <li className="grid grid-cols-[2.5rem_3.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-2xl border border-border/70 bg-card p-3 shadow-soft sm:grid-cols-[3rem_4rem_minmax(0,1fr)_12rem_4.5rem_4rem] sm:gap-x-4 sm:p-4">
      <span className="text-center font-display text-xl font-black text-plum-700 tabular-nums">
        <span className="sr-only">Rank </span>
        {label}
        {ranking.tied ? <span className="sr-only"> (tied)</span> : null}
      </span>
      <div
        className="size-14 overflow-hidden rounded-xl sm:size-16"
        style={{ backgroundColor: placeholderOf(ranking) }}
      >
        <PetImage
          pet={{ ...ranking, width: null, height: null }}
          sizes="64px"
          alt=""
          className="size-full object-cover"
        />
      </div>
      <Link
        to={href('pet', { id: ranking.petId })}
        className="min-w-0 truncate font-display text-lg font-extrabold text-plum-800 hover:text-coral-700 hover:underline"
      >
        {ranking.petName}
      </Link>
      <div className="col-span-3 sm:col-span-1" data-testid="win-chance">
        {chance ? (
          <p className="text-sm leading-snug text-plum-700">
            <span className="sm:sr-only">Beats a typical pet </span>
            <span className="font-display text-lg font-black text-plum-800 tabular-nums">
              {chance.chance}
            </span>
            <span className="sm:sr-only"> of the time</span>
            <span className="text-muted-foreground">
              , <span className="whitespace-nowrap">{chance.likely}</span>
            </span>
          </p>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`How sure? Strength and 95% interval of ${ranking.petName}`}
          onClick={() => setOpen((value) => !value)}
          className="mt-0.5 inline-flex min-h-8 items-center gap-1 rounded-md text-xs font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Info aria-hidden="true" className="size-3.5" />
          How sure?
          <ChevronDown
            aria-hidden="true"
            className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          />
        </button>
        <div id={detailsId} hidden={!open} className="mt-1">
          <p className="text-xs text-muted-foreground tabular-nums">
            Strength{' '}
            <span className="font-semibold text-plum-800">{formatStrength(ranking.strength)}</span>
            {' · '}
            <span className="whitespace-nowrap">95% interval {interval}</span>
          </p>
          <div aria-hidden="true" className="relative mt-1.5 h-2 rounded-full bg-plum-800/8">
            <div
              className="absolute inset-y-0 rounded-full bg-teal-500/40"
              style={{ left: `${place.left}%`, width: `${place.width}%` }}
            />
            <div
              className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card bg-teal-700"
              style={{ left: `${place.marker}%` }}
            />
          </div>
        </div>
      </div>
      <p className="col-span-2 text-sm text-plum-700 tabular-nums sm:col-span-1 sm:text-right">
        <span className="sm:sr-only">W–L </span>
        <span className="font-semibold">
          {ranking.wins}–{ranking.losses}
        </span>
      </p>
      <p className="text-right text-sm text-muted-foreground tabular-nums">
        {ranking.battles} <span className={cn('sm:sr-only')}>battles</span>
      </p>
    </li>
  );
}

/**
 * Battle rankings (docs/product/battles.md): Bradley–Terry strengths with 95% intervals, ties shown
 * as "=3", win–loss and battles; recomputed in the background, so the time of the last run is
 * shown.
 */
export function BattleRankings() {
  const query = useQuery({
    queryKey: battleKeys.rankings(),
    queryFn: ({ signal }) => fetchBattleRankings(signal),
  });

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading the battle rankings…</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the battle rankings."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { rankings, computedAt } = query.data;
  const computed = lastComputed(computedAt);
  if (rankings.length === 0) {
    return (
      <EmptyState
        icon={Swords}
        title={`Rankings appear once pets have ${BATTLE_MIN_FOR_RANKING} battles`}
        action={
          <Button asChild>
            <Link to={href('battle')}>
              <Swords aria-hidden="true" />
              Go to Pet Battle Mode
            </Link>
          </Button>
        }
      >
        {messages.battle.rankingsEmpty}
        {computed ? <p className="mt-2 text-sm">{computed}</p> : null}
      </EmptyState>
    );
  }

  const place = intervalScale(rankings);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
        <p>
          Pets whose likely ranges overlap the leader of their group share its rank (shown as “=3”).
        </p>
        {computed ? <p className="font-semibold">{computed}</p> : null}
      </div>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[3rem_4rem_minmax(0,1fr)_12rem_4.5rem_4rem] gap-x-4 px-4 pb-2 text-xs font-bold tracking-wide text-plum-500 uppercase sm:grid"
      >
        <span className="text-center">Rank</span>
        <span className="col-span-2">Pet</span>
        <span>Beats a typical pet</span>
        <span className="text-right">W–L</span>
        <span className="text-right">Battles</span>
      </div>
      <ol className="grid grid-cols-1 gap-3" aria-label={messages.battle.rankingsTitle}>
        {rankings.map((ranking) => (
          <RankingRow key={ranking.petId} ranking={ranking} place={place(ranking)} />
        ))}
      </ol>
    </div>
  );
}
