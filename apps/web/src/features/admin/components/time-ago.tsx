import { format, formatDistanceToNowStrict } from 'date-fns';

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
