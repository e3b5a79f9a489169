import { isIPv4, isIPv6 } from 'node:net';
import type { Streak, VoterKind, VoterState } from '@pawprize/shared/schemas/votes';

/**
 * Pure voting rules (docs/product/votes.md, docs/product/streaks.md): the voter's local day,
 * streaks, the voter's state, client IP keys and the swipe queue's order. No database here; tested
 * in votes.rules.test.ts.
 */

const MS_PER_DAY = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

// ---- Days and time zones -------------------------------------------------------------------

interface Zone {
  /** The canonical IANA name ('europe/paris' → 'Europe/Paris'). */
  name: string;
  /** Formats a date as 'MM/DD/YYYY' in the zone. */
  formatter: Intl.DateTimeFormat;
}

/** Zones by the name they were asked for: building a formatter costs far more than using one. */
const zones = new Map<string, Zone>();
const MAX_ZONES = 1000;

function zoneOf(timeZone: string | undefined | null): Zone | null {
  if (!timeZone) return null;
  const cached = zones.get(timeZone);
  if (cached) return cached;
  if (timeZone.length > 64) return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
  const zone = { name: formatter.resolvedOptions().timeZone, formatter };
  if (zones.size >= MAX_ZONES) {
    zones.clear();
    lastDay.clear();
  }
  zones.set(timeZone, zone);
  return zone;
}

/** The canonical name of an IANA time zone ('europe/paris' → 'Europe/Paris'), or null. */
export function canonicalTimeZone(value: string | undefined | null): string | null {
  return zoneOf(value)?.name ?? null;
}

/**
 * The zone that decides the voter's "today": the browser's (X-Time-Zone) when valid, else the
 * account's stored one, else UTC.
 */
export function pickTimeZone(
  header: string | undefined,
  stored: string | null | undefined,
): string {
  return canonicalTimeZone(header) ?? canonicalTimeZone(stored) ?? 'UTC';
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d+)$/;
const MS_PER_MINUTE = 60_000;

/**
 * Last answer per zone. Every zone's offset is a whole number of minutes, so a local date can only
 * change on a minute boundary: the answer holds for the rest of its UTC minute.
 */
const lastDay = new Map<Zone, { minute: number; day: string }>();

/** The calendar day ('YYYY-MM-DD') in `timeZone` at `now` (an invalid zone counts as UTC). */
export function localDay(now: Date, timeZone: string): string {
  const zone = zoneOf(timeZone) ?? zoneOf('UTC')!;
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  const cached = lastDay.get(zone);
  if (cached?.minute === minute) return cached.day;
  const m = US_DATE.exec(zone.formatter.format(now));
  if (!m) throw new RangeError(`cannot format ${now.toISOString()} in ${zone.name}`);
  const day = `${m[3]!.padStart(4, '0')}-${m[1]}-${m[2]}`;
  lastDay.set(zone, { minute, day });
  return day;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export function dayNumber(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

// ---- Streaks (docs/product/streaks.md) -----------------------------------------------------

export const NO_STREAK: Streak = { currentStreak: 0, highestStreak: 0, lastVoteDate: null };

/**
 * The streak after a counted vote on `today`: the day after the last vote day adds 1, the same
 * day changes nothing, any later day restarts at 1; the highest is the maximum ever. A day before
 * the last vote day (the voter moved west across the date line) changes nothing either.
 * streaks.ts does the same in SQL.
 */
export function nextStreak(prev: Streak | null, today: string): Streak {
  const last = prev?.lastVoteDate;
  if (!prev || !last) {
    return {
      currentStreak: 1,
      highestStreak: Math.max(prev?.highestStreak ?? 0, 1),
      lastVoteDate: today,
    };
  }
  const gap = dayNumber(today) - dayNumber(last);
  if (gap <= 0) return prev;
  const currentStreak = gap === 1 ? prev.currentStreak + 1 : 1;
  return {
    currentStreak,
    highestStreak: Math.max(prev.highestStreak, currentStreak),
    lastVoteDate: today,
  };
}

/**
 * The streak as the voter sees it on `today`: a streak whose last vote day is before yesterday is
 * broken (0), though the stored row keeps its old value until the next vote restarts it at 1.
 */
export function effectiveStreak(stored: Streak | null, today: string): Streak {
  if (!stored?.lastVoteDate) return stored ?? NO_STREAK;
  const alive = dayNumber(today) - dayNumber(stored.lastVoteDate) <= 1;
  return alive ? stored : { ...stored, currentStreak: 0 };
}

// ---- The voter's state ---------------------------------------------------------------------

/** Today's row of daily_vote_usage and today's share boosts. */
export interface VoterUsage {
  /** Votes taken from the daily allowance. */
  votesUsed: number;
  /** Bonus votes used. */
  bonusUsed: number;
  /** Bonus votes left in today's boosts. */
  bonusLeft: number;
}

export const NO_USAGE: VoterUsage = { votesUsed: 0, bonusUsed: 0, bonusLeft: 0 };

export function voterState(
  kind: VoterKind,
  dailyLimit: number,
  usage: VoterUsage,
  streak: Streak | null,
  today: string,
): VoterState {
  const allowanceLeft = Math.max(0, dailyLimit - usage.votesUsed);
  return {
    kind,
    dailyLimit,
    votesUsedToday: usage.votesUsed + usage.bonusUsed,
    votesLeft: allowanceLeft + usage.bonusLeft,
    bonusVotesLeft: usage.bonusLeft,
    streak: kind === 'account' ? effectiveStreak(streak, today) : null,
  };
}

// ---- Client IPs ----------------------------------------------------------------------------

function ipv6Groups(ip: string): number[] | null {
  let address = ip.split('%')[0]!;
  const embedded = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(2).map(Number) as [number, number, number, number];
    address = `${embedded[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(Math.max(0, fill)).fill('0'), ...tail];
  if (groups.length !== 8) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * What a per-IP limit counts: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by
 * its /64 network (one household or phone usually holds a whole /64).
 */
export function ipPrefix(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip.split('%')[0]!)) {
    const groups = ipv6Groups(ip);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
  }
  return ip;
}

// ---- Queue and pages -----------------------------------------------------------------------

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Where a page of My Votes ends: the vote's full-precision timestamp text and id. */
export interface VoteCursor {
  votedAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?)?$/;

export function encodeVoteCursor(cursor: VoteCursor): string {
  return Buffer.from(JSON.stringify([cursor.votedAt, cursor.id])).toString('base64url');
}

export function decodeVoteCursor(raw: string): VoteCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 2) return null;
  const [votedAt, id] = parts as unknown[];
  if (typeof votedAt !== 'string' || !TIMESTAMP.test(votedAt)) return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return { votedAt, id };
}
