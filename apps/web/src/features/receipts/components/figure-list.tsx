import { cn } from '@/lib/utils';
import { figure } from '../format';

export interface FigureRow {
  label: string;
  value: number;
  /** A row that the others add up to (shown first, in bold). */
  total?: boolean;
}

/** A titled list of labelled figures (a receipt's column). */
export function FigureList({
  title,
  rows,
  note,
  className,
}: {
  title: string;
  rows: FigureRow[];
  note?: string;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <h3 className="text-sm font-extrabold tracking-wide text-plum-800 uppercase">{title}</h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              'flex items-baseline justify-between gap-3 border-b border-dashed border-border/80 py-1',
              row.total && 'font-bold text-plum-800',
            )}
          >
            <dt className={row.total ? '' : 'text-plum-700'}>{row.label}</dt>
            <dd className="font-display tabular-nums">{figure(row.value)}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{note}</p> : null}
    </div>
  );
}
