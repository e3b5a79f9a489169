import { cn } from '@/lib/utils';

/** "12/140" beside a field's label; coral once the limit is reached. */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        length >= max ? 'font-semibold text-coral-700' : 'text-muted-foreground',
      )}
    >
      {length}/{max}
    </span>
  );
}
