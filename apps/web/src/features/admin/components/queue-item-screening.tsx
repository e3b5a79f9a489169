import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { ScanSearch } from 'lucide-react';
import { cn } from '@/lib/utils';
import { animalScores, percent } from '../queue-rules';

/** What the offline screening saw in a photo (docs/decisions/0063-admin-console.md). */
export function Screening({ screening }: { screening: NonNullable<QueueItem['screening']> }) {
  const nsfw = Object.entries((screening.nsfw as Record<string, number> | null) ?? {})
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3);
  const animals = animalScores(screening.animals).slice(0, 3);
  return (
    <div className="grid gap-2 rounded-2xl bg-plum-50 p-3 text-xs">
      <p className="flex items-center gap-1.5 font-bold text-plum-800">
        <ScanSearch aria-hidden="true" className="size-4 text-plum-500" />
        Screening
        {screening.species ? (
          <span className="font-semibold text-muted-foreground">· saw a {screening.species}</span>
        ) : null}
      </p>
      {typeof screening.unsafe === 'number' ? (
        <ScoreBar
          label="Explicit (total)"
          score={screening.unsafe}
          alarming={screening.unsafe >= 0.5}
        />
      ) : null}
      {nsfw.length > 0 ? (
        <p className="text-muted-foreground">
          {nsfw.map(([label, score]) => `${label} ${percent(score)}`).join(' · ')}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        Animals:{' '}
        {animals.length > 0
          ? animals.map((a) => `${a.label} ${percent(a.score)}`).join(' · ')
          : 'none found'}
      </p>
    </div>
  );
}

function ScoreBar({ label, score, alarming }: { label: string; score: number; alarming: boolean }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr_2.75rem] items-center gap-2">
      <span className="text-plum-700">{label}</span>
      <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-plum-800/8">
        <span
          className={cn('block h-full rounded-full', alarming ? 'bg-destructive' : 'bg-teal-500')}
          style={{ width: `${Math.min(100, Math.round(score * 100))}%` }}
        />
      </span>
      <span className="text-right font-bold text-plum-800 tabular-nums">{percent(score)}</span>
    </div>
  );
}
