import type { Contest, ContestInput } from '@pawprize/shared/schemas/contests';
import { expect } from 'vitest';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';

/** An instant as the wall-clock time 'YYYY-MM-DDTHH:mm' in `timeZone` (the admin form's values). */
export function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The start of the minute `minutes` whole minutes after the next one that is at least 15 s away
 * (the form's times have minutes; a time must still be ahead when the server reads it).
 */
export function minutesAhead(minutes: number, now = Date.now()): Date {
  const next = Math.ceil((now + 15_000) / 60_000) * 60_000;
  return new Date(next + minutes * 60_000);
}

/**
 * The start of the current minute (a date the server takes as "now"), or of the next one when
 * this one ends within 5 s (it could have passed by the time the server reads it).
 */
export function thisMinute(now = Date.now()): Date {
  const start = Math.floor(now / 60_000) * 60_000;
  return new Date(now - start > 55_000 ? start + 60_000 : start);
}

/** A contest's dates: entries open at `opensAt`, then each phase a few days apart. */
export function contestDates(opensAt: Date, timeZone: string) {
  const day = 86_400_000;
  const at = (offset: number) => wallClock(new Date(opensAt.getTime() + offset), timeZone);
  return {
    timeZone,
    entriesOpenAt: at(0),
    entriesCloseAt: at(3 * day),
    votingOpenAt: at(day),
    votingCloseAt: at(5 * day),
  };
}

/** Creates and publishes a contest through the admin API. */
export async function publishedContest(
  server: StartedServer,
  adminCookie: string,
  input: Partial<ContestInput> & Pick<ContestInput, 'title'>,
): Promise<Contest> {
  const body: ContestInput = {
    ...contestDates(minutesAhead(60), 'UTC'),
    categories: [
      { name: 'Dogs', species: ['dog'], prizes: ['A year of treats'] },
      { name: 'Any pet', prizes: [] },
    ],
    ...input,
  };
  const headers = { origin: server.url, cookie: adminCookie, 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/api/admin/contests`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { contest } = (await created.json()) as { contest: Contest };
  const published = await fetch(`${server.url}/api/admin/contests/${contest.id}/publish`, {
    method: 'POST',
    headers: { origin: server.url, cookie: adminCookie },
  });
  expect(published.status, await published.clone().text()).toBe(200);
  return ((await published.json()) as { contest: Contest }).contest;
}
