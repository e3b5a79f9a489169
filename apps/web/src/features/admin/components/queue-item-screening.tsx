import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { ScanSearch } from 'lucide-react';
import { cn } from '@/lib/utils';
import { animalVerdict, explicitVerdict, nsfwReading } from '../queue-rules';

/**
 * What the offline screening saw in a photo, in plain words with each model's confidence
 * (docs/decisions/0063-admin-console.md, docs/product/moderation.md).
 */
export function Screening({ screening }: { screening: NonNullable<QueueItem['screening']> }) {
  const animal = animalVerdict(screening);
  const reading = nsfwReading(screening.nsfw as Record<string, number> | null | undefined);
  return (
    <div className="grid gap-2 rounded-2xl bg-plum-50 p-3 text-xs">
      <p className="flex flex-wrap items-center gap-1.5 font-bold text-plum-800">
        <ScanSearch aria-hidden="true" className="size-4 text-plum-500" />
        Screening
        <span className="font-semibold text-plum-700">· {animal.headline}</span>
      </p>
      {animal.others ? <p className="text-muted-foreground">{animal.others}</p> : null}
      {typeof screening.unsafe === 'number' ? (
        <ScoreBar
          label="Explicit content"
          words={explicitVerdict(screening.unsafe)}
          score={screening.unsafe}
          alarming={screening.unsafe >= 0.5}
        />
      ) : null}
      {reading ? <p className="text-muted-foreground">{reading}</p> : null}
    </div>
  );
}

function ScoreBar({
  label,
  words,
  score,
  alarming,
}: {
  label: string;
  words: string;
  score: number;
  alarming: boolean;
}) {
  return (
    <div className="grid gap-1">
      <div className="grid grid-cols-[7.5rem_1fr] items-center gap-2">
        <span className="text-plum-700">{label}</span>
        <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-plum-800/8">
          <span
            className={cn('block h-full rounded-full', alarming ? 'bg-destructive' : 'bg-teal-500')}
            style={{ width: `${Math.min(100, Math.round(score * 100))}%` }}
          />
        </span>
      </div>
      <span className={cn('font-bold', alarming ? 'text-destructive' : 'text-plum-800')}>
        {words}
      </span>
    </div>
  );
}
