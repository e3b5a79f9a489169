import { href } from '@pawprize/shared/routes';
import { ChevronRight, Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { votesLabel } from '../pet-rules';
import { placeholderOf } from '@/lib/image-variants';
import type { RankedPet } from '../types';
import { PetImage } from '@/components/pet-image';

const medals: Record<number, { label: string; className: string; row: string }> = {
  1: {
    label: 'Gold medal',
    className: 'bg-gradient-to-br from-sunny-300 to-sunny-400 text-plum-900 ring-sunny-400',
    row: 'border-sunny-300 bg-gradient-to-r from-[#fff6dc] to-card',
  },
  2: {
    label: 'Silver medal',
    className: 'bg-gradient-to-br from-slate-100 to-slate-300 text-plum-900 ring-slate-300',
    row: 'border-slate-200 bg-gradient-to-r from-slate-50 to-card',
  },
  3: {
    label: 'Bronze medal',
    className: 'bg-gradient-to-br from-coral-200 to-coral-300 text-coral-900 ring-coral-300',
    row: 'border-coral-200 bg-gradient-to-r from-coral-50 to-card',
  },
};

function RankBadge({ rank }: { rank: number }) {
  const medal = medals[rank];
  if (!medal) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center font-display text-lg font-extrabold text-plum-500 tabular-nums sm:size-12">
        <span className="sr-only">Rank </span>
        {rank}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'relative flex size-10 shrink-0 items-center justify-center rounded-full font-display text-lg font-black shadow-soft ring-2 sm:size-12 sm:text-xl',
        medal.className,
      )}
    >
      <span className="sr-only">
        Rank {rank}, {medal.label}:{' '}
      </span>
      <span aria-hidden="true">{rank}</span>
      {rank === 1 ? (
        <Trophy
          aria-hidden="true"
          className="absolute -top-2.5 -right-2 size-5 rotate-12 fill-sunny-300 text-coral-700"
        />
      ) : null}
    </span>
  );
}

/** One row of the leaderboard; `mine` marks the owner's pinned rows ("Your pets"). */
export function LeaderboardRow({ pet, mine = false }: { pet: RankedPet; mine?: boolean }) {
  const medal = medals[pet.rank];
  return (
    <li className="min-w-0">
      <Link
        to={href('pet', { id: pet.id })}
        className={cn(
          'group flex items-center gap-3 rounded-2xl border bg-card p-3 shadow-soft transition-shadow hover:shadow-lifted sm:gap-5 sm:p-4',
          medal ? medal.row : mine ? 'border-coral-300 bg-coral-50/60' : 'border-border/70',
        )}
      >
        <RankBadge rank={pet.rank} />
        <div
          className="size-16 shrink-0 overflow-hidden rounded-xl sm:size-20"
          style={{ backgroundColor: placeholderOf(pet) }}
        >
          <PetImage pet={pet} sizes="80px" alt="" className="size-full object-cover" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-lg font-extrabold text-plum-800 sm:text-xl">
            {pet.petName}
          </p>
          {pet.owner.username ? (
            <p className="truncate text-sm text-muted-foreground">by @{pet.owner.username}</p>
          ) : null}
        </div>
        <p className="flex shrink-0 items-center gap-1.5 text-right font-display font-extrabold text-plum-800">
          <Heart aria-hidden="true" className="size-4 fill-coral-500 text-coral-500 sm:size-5" />
          <span className="text-lg tabular-nums sm:text-xl" aria-hidden="true">
            {pet.votesCount.toLocaleString('en-US')}
          </span>
          <span className="sr-only">{votesLabel(pet.votesCount)}</span>
        </p>
        <ChevronRight
          aria-hidden="true"
          className="hidden size-5 shrink-0 text-plum-300 transition-transform group-hover:translate-x-0.5 group-hover:text-coral-600 sm:block"
        />
      </Link>
    </li>
  );
}
