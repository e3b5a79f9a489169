import { format } from 'date-fns';

/** '24 Nov 2026, 10:41' (the viewer's time zone). */
export function exactTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format(date, 'd MMM yyyy, HH:mm');
}
