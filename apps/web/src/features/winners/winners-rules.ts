const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** '2025-10' → { monthName: 'October', year: 2025 } (a UTC month, named in English). */
export function monthParts(month: string): { monthName: string; year: number } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { monthName: monthName.format(new Date(Date.UTC(year, index - 1, 1))), year };
}

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/**
 * How long a round still runs, to the minute: '12 days 4 hours left', '5 hours 3 minutes left',
 * '42 minutes left', 'Less than a minute left'; null once it has ended.
 */
export function timeLeftText(ms: number): string | null {
  if (ms <= 0) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return `${[unit(days, 'day'), hours ? unit(hours, 'hour') : ''].join(' ').trim()} left`;
  if (hours > 0) {
    return `${[unit(hours, 'hour'), minutes ? unit(minutes, 'minute') : ''].join(' ').trim()} left`;
  }
  if (minutes > 0) return `${unit(minutes, 'minute')} left`;
  return 'Less than a minute left';
}
