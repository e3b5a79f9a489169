/**
 * Contest rules free of I/O (docs/product/contests.md, ADR 0140): phases, wall-clock times in a
 * contest's time zone, the dates' order, and who may enter what.
 */
import { messages } from '@pawprize/shared';
import type {
  ContestPhase,
  ContestSpecies,
  ContestStatus,
} from '@pawprize/shared/schemas/contests';

const m = messages.contests;

// ---------------------------------------------------------------------------------------------
// Time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `instant`, in ms (New York in winter: −5 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `instant` as a wall-clock time in `timeZone`: 'YYYY-MM-DDTHH:mm'. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const DAY_MS = 86_400_000;

/**
 * The UTC instant of a wall-clock time 'YYYY-MM-DDTHH:mm' in `timeZone`, or null when that time
 * does not exist there (the hour skipped when clocks move forward) or is malformed. A time that
 * happens twice (the hour repeated when clocks move back) is its first occurrence.
 *
 * The zone's offset is taken a day before and a day after; each gives a candidate instant, kept
 * when it reads back as the same wall-clock time. Zones change offset at most once a day.
 */
export function fromLocalDateTime(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(asUtc).getUTCDate() !== d) return null; // 2026-02-30
  const candidates = new Set(
    [asUtc - DAY_MS, asUtc + DAY_MS].map(
      (probe) => asUtc - zoneOffsetMs(new Date(probe), timeZone),
    ),
  );
  const valid = [...candidates]
    .filter((t) => toLocalDateTime(new Date(t), timeZone) === local)
    .sort((a, b) => a - b);
  return valid.length > 0 ? new Date(valid[0]!) : null;
}

/** How a refusal names an instant: 'Mar 8, 2026, 9:00 AM EST' in the contest's zone. */
export function formatInstant(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
    .format(instant)
    .concat(' ', zoneName(instant, timeZone));
}

function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

// ---------------------------------------------------------------------------------------------
// Phases

export interface ContestTimes {
  status: ContestStatus;
  entriesOpenAt: Date;
  entriesCloseAt: Date;
  votingOpenAt: Date;
  votingCloseAt: Date;
  resultsAt: Date | null;
  resultsPublishedAt: Date | null;
}

export interface PhaseAt {
  phase: ContestPhase;
  entriesOpen: boolean;
  votingOpen: boolean;
  /** The next instant the phase (or whether entries are open) changes; null: none known. */
  next: Date | null;
}

/** Where `c` is at `now`. Opening instants are inclusive, closing ones exclusive. */
export function phaseAt(c: ContestTimes, now: Date): PhaseAt {
  if (c.status === 'draft')
    return { phase: 'draft', entriesOpen: false, votingOpen: false, next: null };
  if (c.status === 'archived')
    return { phase: 'archived', entriesOpen: false, votingOpen: false, next: null };
  const t = now.getTime();
  const entriesOpen = c.entriesOpenAt.getTime() <= t && t < c.entriesCloseAt.getTime();
  const votingOpen = c.votingOpenAt.getTime() <= t && t < c.votingCloseAt.getTime();
  const upcoming = [c.entriesOpenAt, c.entriesCloseAt, c.votingOpenAt, c.votingCloseAt]
    .filter((d) => d.getTime() > t)
    .sort((a, b) => a.getTime() - b.getTime());
  const next = upcoming[0] ?? null;
  if (t < c.entriesOpenAt.getTime()) return { phase: 'upcoming', entriesOpen, votingOpen, next };
  if (votingOpen) return { phase: 'voting_open', entriesOpen, votingOpen, next };
  if (entriesOpen) return { phase: 'entries_open', entriesOpen, votingOpen, next };
  if (t < c.votingOpenAt.getTime())
    return { phase: 'voting_upcoming', entriesOpen, votingOpen, next };
  const resultsOut =
    c.resultsPublishedAt !== null || (c.resultsAt !== null && c.resultsAt.getTime() <= t);
  if (resultsOut) return { phase: 'results', entriesOpen, votingOpen, next: null };
  return { phase: 'closed', entriesOpen, votingOpen, next: c.resultsAt };
}

/** Whether voting has opened (for the fields it locks): published and past `votingOpenAt`. */
export function votingHasOpened(c: Pick<ContestTimes, 'status' | 'votingOpenAt'>, now: Date) {
  return c.status !== 'draft' && now.getTime() >= c.votingOpenAt.getTime();
}

// ---------------------------------------------------------------------------------------------
// Dates a host writes

export interface LocalTimes {
  entriesOpenAt: string;
  entriesCloseAt: string;
  votingOpenAt: string;
  votingCloseAt: string;
  resultsAt: string | null;
}

export interface Instants {
  entriesOpenAt: Date;
  entriesCloseAt: Date;
  votingOpenAt: Date;
  votingCloseAt: Date;
  resultsAt: Date | null;
}

export type DateErrors = Partial<Record<keyof LocalTimes | 'timeZone', string[]>>;

/** The start of the minute `now` is in (ms since the epoch). */
function startOfMinute(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60_000;
}

/**
 * The host's wall-clock dates as instants, or the reasons they are refused (per field).
 * `mustBeFuture`: the fields whose dates must still be ahead of `now` (all of them on creation;
 * on an update, those that changed).
 */
export function validateDates(
  local: LocalTimes,
  timeZone: string,
  now: Date,
  mustBeFuture: ReadonlySet<keyof LocalTimes>,
): { ok: true; instants: Instants } | { ok: false; errors: DateErrors } {
  if (!isKnownTimeZone(timeZone)) return { ok: false, errors: { timeZone: [m.timeZoneInvalid] } };
  const errors: DateErrors = {};
  const add = (field: keyof DateErrors, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const read = (field: keyof LocalTimes): Date | null => {
    const value = local[field];
    if (value === null) return null;
    const instant = fromLocalDateTime(value, timeZone);
    if (!instant) {
      add(field, LOCAL.test(value) ? m.localTimeSkipped(value, timeZone) : m.localTimeInvalid);
      return null;
    }
    // The form's times have minutes: the current minute is "now" (a host may open entries at
    // once), an earlier one has passed (docs/product/contests.md).
    if (mustBeFuture.has(field) && instant.getTime() < startOfMinute(now)) add(field, m.dateInPast);
    return instant;
  };
  const eo = read('entriesOpenAt');
  const ec = read('entriesCloseAt');
  const vo = read('votingOpenAt');
  const vc = read('votingCloseAt');
  const r = read('resultsAt');
  const before = (a: Date | null, b: Date | null) => a !== null && b !== null && a < b;
  if (eo && ec && !before(eo, ec)) add('entriesCloseAt', m.entriesOrder);
  if (vo && vc && !before(vo, vc)) add('votingCloseAt', m.votingOrder);
  if (vo && eo && before(vo, eo)) add('votingOpenAt', m.votingBeforeEntries);
  if (vc && ec && before(vc, ec)) add('votingCloseAt', m.votingCloseBeforeEntriesClose);
  if (r && vc && before(r, vc)) add('resultsAt', m.resultsBeforeVotingClose);
  if (Object.keys(errors).length > 0 || !eo || !ec || !vo || !vc) return { ok: false, errors };
  return {
    ok: true,
    instants: {
      entriesOpenAt: eo,
      entriesCloseAt: ec,
      votingOpenAt: vo,
      votingCloseAt: vc,
      resultsAt: r,
    },
  };
}

/** What a host may no longer change once voting has opened: the field and how it is named. */
export const LOCKED_AFTER_VOTING_OPENED = {
  resultsMethod: 'the results method',
  rules: 'the rules',
  hideCountsDuringVoting: 'hiding counts',
  freezeHours: 'the freeze',
  maxEntriesPerMember: 'the entry limits',
  maxEntriesPerCategory: 'the entry limits',
  allowSamePetInTwoCategories: 'the entry limits',
  requiresApproval: 'approval',
  entriesOpenAt: 'the opening dates',
  votingOpenAt: 'the opening dates',
  timeZone: 'the time zone',
  categories: 'the categories’ species',
} as const;

export type LockedField = keyof typeof LOCKED_AFTER_VOTING_OPENED;

/** The names of the locked fields among `changed`, once each, in the table's order. */
export function lockedChanges(changed: ReadonlySet<LockedField>): string[] {
  const names = new Set<string>();
  for (const [field, name] of Object.entries(LOCKED_AFTER_VOTING_OPENED)) {
    if (changed.has(field as LockedField)) names.add(name);
  }
  return [...names];
}

// ---------------------------------------------------------------------------------------------
// Slugs

/** A URL name from a title: 'Best Sleepy Dog — Winter 2026!' → 'best-sleepy-dog-winter-2026'. */
export function slugify(title: string, maxLength: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'contest';
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------
// Eligibility

/**
 * A pet's species in a category's words. `pet_photos.species` is what the screening detector saw
 * ('dog', 'cat', 'bird', 'horse'…; null when screening is off or saw no known animal): 'dog' and
 * 'cat' are themselves, any other animal is 'other', null is unknown.
 */
export function contestSpeciesOf(detected: string | null): ContestSpecies | null {
  if (detected === null || detected === '') return null;
  if (detected === 'dog' || detected === 'cat') return detected;
  return 'other';
}

const SPECIES_LABEL: Record<ContestSpecies, string> = {
  dog: m.speciesDogs,
  cat: m.speciesCats,
  other: m.speciesOther,
};

/** 'Dogs only', 'Dogs and Cats only' */
export function speciesOnlyMessage(species: readonly ContestSpecies[]): string {
  const labels = species.map((s) => SPECIES_LABEL[s]);
  const joined =
    labels.length <= 1
      ? (labels[0] ?? '')
      : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!.toLowerCase()}`;
  return m.speciesOnly(joined);
}

export interface EntryAttempt {
  /** The category's species (empty: any). */
  categorySpecies: readonly ContestSpecies[];
  categoryName: string;
  /** The pet's species as `contestSpeciesOf` reads it (null: unknown). */
  petSpecies: ContestSpecies | null;
  maxEntriesPerMember: number;
  maxEntriesPerCategory: number;
  allowSamePetInTwoCategories: boolean;
  /** The member's entries in this contest now (every status: a disqualified entry still counts). */
  memberEntries: number;
  /** …of them in this category. */
  memberEntriesInCategory: number;
  /** The other categories of this contest this pet is already in (names). */
  petInCategories: readonly string[];
  /** The pet is already in this category. */
  petInThisCategory: boolean;
}

/**
 * Why this entry is refused, or null when it may go in. A pet whose species is unknown may enter
 * any category: the host disqualifies a wrong one (ADR 0140).
 */
export function entryRefusal(a: EntryAttempt): string | null {
  if (a.petInThisCategory) return m.alreadyInCategory;
  if (
    a.categorySpecies.length > 0 &&
    a.petSpecies !== null &&
    !a.categorySpecies.includes(a.petSpecies)
  ) {
    return speciesOnlyMessage(a.categorySpecies);
  }
  if (!a.allowSamePetInTwoCategories && a.petInCategories.length > 0) {
    return m.alreadyInOtherCategory(a.petInCategories[0]!);
  }
  if (a.memberEntries >= a.maxEntriesPerMember) {
    return m.memberLimit(a.memberEntries, a.maxEntriesPerMember);
  }
  if (a.memberEntriesInCategory >= a.maxEntriesPerCategory) {
    return m.categoryLimit(a.memberEntriesInCategory, a.maxEntriesPerCategory, a.categoryName);
  }
  return null;
}
