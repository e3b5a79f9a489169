import type { EntryStatus } from '@pawprize/shared/schemas/moderation';
import { format, formatDistanceToNowStrict } from 'date-fns';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** "5 minutes ago", with the exact time on hover and for machines. */
export function TimeAgo({ at, className }: { at: string; className?: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={at} title={format(date, 'PPpp')} className={className}>
      {formatDistanceToNowStrict(date, { addSuffix: true })}
    </time>
  );
}

const STATUS_LOOK: Record<EntryStatus, { label: string; className: string }> = {
  visible: { label: 'Visible', className: 'bg-teal-100 text-teal-700' },
  pending: { label: 'Pending review', className: 'bg-sunny-300 text-plum-900' },
  hidden: { label: 'Hidden', className: 'bg-plum-800 text-white' },
  removed: { label: 'Removed', className: 'bg-[#fdf0f1] text-[#8f1c29] ring-1 ring-[#8f1c29]/20' },
};

export function StatusBadge({ status }: { status: EntryStatus }) {
  const look = STATUS_LOOK[status];
  return <Chip className={look.className}>{look.label}</Chip>;
}

export function Chip({
  children,
  className,
  icon: Icon,
}: {
  children: ReactNode;
  className?: string;
  icon?: LucideIcon;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-plum-800/6 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-plum-700',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </span>
  );
}

/** A white panel for a section of the console. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-3xl border border-border/70 bg-card shadow-soft', className)}>
      {children}
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Panel className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-xl font-extrabold text-plum-800">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
    </Panel>
  );
}

export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button type="button" variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <Spinner /> : null}
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

/** The heading row of a console section: title, a count or note, and actions on the right. */
export function SectionHeader({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h2>
        {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-5 items-center justify-center rounded-md border border-border bg-plum-50 px-1.5 font-sans text-[0.6875rem] font-bold text-plum-700 shadow-[inset_0_-1px_0_rgb(0_0_0/0.08)]">
      {children}
    </kbd>
  );
}

/**
 * The pill buttons that pick a list's status, kept in the address (`?status=`; the first
 * option is the default and leaves the address bare).
 */
export function StatusFilter<T extends string>({
  options,
  value,
}: {
  options: { value: T; label: string }[];
  value: T;
}) {
  const [, setParams] = useSearchParams();
  const first = options[0]?.value;
  return (
    <div role="group" aria-label="Show" className="flex w-fit gap-1 rounded-full bg-plum-800/6 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() =>
            setParams(option.value === first ? {} : { status: option.value }, { replace: true })
          }
          className={cn(
            'h-9 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === option.value
              ? 'bg-card text-plum-900 shadow-soft'
              : 'text-plum-600 hover:text-plum-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A table's column headings, shown from the md width up (below it each row is a card). */
export function ColumnHeads({ columns }: { columns: string[] }) {
  return (
    <thead className="hidden bg-plum-50 text-xs font-bold tracking-wide text-muted-foreground uppercase md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
