import { messages } from '@pawprize/shared';
import type {
  Contest,
  ContestPlace,
  ContestPhase,
  ContestResultsMethod,
  ContestSpecies,
} from '@pawprize/shared/schemas/contests';

const m = messages.contests;

/** Pure rules of the contest pages (docs/product/contests.md): words, times, sections. */

export const PHASE_LABELS: Record<ContestPhase, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming',
  entries_open: 'Entries open',
  voting_upcoming: 'Voting soon',
  voting_open: 'Voting open',
  closed: 'Voting closed',
  results: 'Results',
  archived: 'Archived',
};

/** The badge of a contest: "Entries & voting open" when both run at once. */
export function phaseLabel(contest: Pick<Contest, 'phase' | 'entriesOpen'>): string {
  if (contest.phase === 'voting_open' && contest.entriesOpen) return 'Entries & voting open';
  return PHASE_LABELS[contest.phase];
}

/** "America/New_York" → "New York"; "UTC" stays. */
export function zoneName(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** The visitor's own time zone (IANA), or UTC when the browser does not say. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const dateTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const timeOnly = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** "Fri 12 Dec, 18:00" in `timeZone`. */
export function formatInstant(iso: string, timeZone: string): string {
  return dateTime(timeZone).format(new Date(iso));
}

/**
 * An instant in the visitor's time with the host's zone named: "Fri 12 Dec, 18:00 (New York
 * time)" when both are the same zone, else "Fri 12 Dec, 23:00 your time (Fri 18:00 New York
 * time)".
 */
export function describeInstant(iso: string, hostZone: string, viewerZone = visitorZone()): string {
  const here = formatInstant(iso, viewerZone);
  const sameClock = formatInstant(iso, hostZone) === here;
  if (viewerZone === hostZone || sameClock) return `${here} (${zoneName(hostZone)} time)`;
  return `${here} your time (${timeOnly(hostZone).format(new Date(iso))} ${zoneName(hostZone)} time)`;
}

/** "2d 4h", "4h 12m", "12m", "less than a minute". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}

/** What happens at the next phase change: "Voting closes", "Entries open"… */
export function nextChangeLabel(contest: Contest): string | null {
  const next = contest.nextPhaseAt;
  if (!next) return null;
  const at = Date.parse(next);
  const same = (iso: string | null) => iso !== null && Date.parse(iso) === at;
  if (same(contest.entriesOpenAt) && contest.phase === 'upcoming') return 'Entries open';
  if (same(contest.votingCloseAt)) return 'Voting closes';
  if (same(contest.entriesCloseAt)) return 'Entries close';
  if (same(contest.votingOpenAt)) return 'Voting opens';
  if (same(contest.resultsAt)) return 'Results are out';
  return 'Next phase';
}

/** "Voting closes in 2d 4h · Fri 12 Dec, 18:00 (New York time)", or null when nothing is next. */
export function countdownText(contest: Contest, now: number, viewerZone?: string): string | null {
  const label = nextChangeLabel(contest);
  if (!label || !contest.nextPhaseAt) return null;
  const left = Date.parse(contest.nextPhaseAt) - now;
  const when = describeInstant(contest.nextPhaseAt, contest.timeZone, viewerZone);
  if (left <= 0) return `${label} now · ${when}`;
  return `${label} in ${formatDuration(left)} · ${when}`;
}

const SPECIES_WORDS: Record<ContestSpecies, string> = {
  dog: 'Dogs',
  cat: 'Cats',
  other: 'Other animals',
};

/** "Any animal", "Dogs only", "Dogs and cats". */
export function eligibilityText(species: readonly ContestSpecies[]): string {
  if (species.length === 0 || species.length === 3) return 'Any animal';
  if (species.length === 1) return `${SPECIES_WORDS[species[0]!]} only`;
  const [a, b] = species.map((s) => SPECIES_WORDS[s]);
  return `${a} and ${b!.toLowerCase()}`;
}

export const SPECIES_LABELS = SPECIES_WORDS;

/** "1st", "2nd", "3rd", "4th", "5th". */
export function placeName(index: number): string {
  return ['1st', '2nd', '3rd'][index] ?? `${index + 1}th`;
}

/** How places are decided, and the tie rule (docs/product/contests.md, Results). */
export const RESULTS_METHOD_WORDS: Record<ContestResultsMethod, string> = {
  most_votes: 'Entries are placed by the votes they get while voting is open.',
  battle_rank:
    'Entries are placed by their battle strength, from the battles between entries while voting is open.',
};

export const TIE_BREAK_WORDS: Record<ContestResultsMethod, string> = {
  most_votes: 'On equal votes, the entry made first goes ahead.',
  battle_rank: 'On equal strength, the entry with more votes goes ahead, then the one made first.',
};

/** The first prize of the contest: its first category's that has one. */
export function firstPrize(contest: Pick<Contest, 'categories'>): string | null {
  for (const category of contest.categories) if (category.prizes[0]) return category.prizes[0];
  return null;
}

/** "1 entry", "12 entries". */
export function entryCountText(count: number): string {
  return count === 1 ? '1 entry' : `${count.toLocaleString('en-US')} entries`;
}

/** Plain text as paragraphs: blank lines split them; single line breaks stay inside. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Why the Enter form is disabled, before asking the server: entries not open (with the dates),
 * not signed in, email not verified, no visible pet, or the contest's limit reached.
 */
export function enterBlockedReason(
  contest: Contest,
  viewer: { emailVerified: boolean } | null,
  counts: { pets: number; myEntries: number } | null,
  now: number,
  viewerZone?: string,
): string | null {
  if (!contest.entriesOpen) {
    if (now < Date.parse(contest.entriesOpenAt)) {
      return m.entriesNotOpenYet(
        describeInstant(contest.entriesOpenAt, contest.timeZone, viewerZone),
      );
    }
    return m.entriesClosed(describeInstant(contest.entriesCloseAt, contest.timeZone, viewerZone));
  }
  if (!viewer) return 'Log in to enter one of your pets.';
  if (!viewer.emailVerified) return 'Verify your email address to enter a contest.';
  if (counts && counts.pets === 0)
    return 'Upload a photo of your pet first: then you can enter it.';
  if (counts && counts.myEntries >= contest.maxEntriesPerMember) {
    return m.memberLimit(counts.myEntries, contest.maxEntriesPerMember);
  }
  return null;
}

/** "42 votes", or "strength 1.23 (0.90–1.50)". */
export function figureText(
  place: Pick<ContestPlace, 'figure' | 'figureLow' | 'figureHigh'>,
  method: ContestResultsMethod,
): string {
  if (method === 'most_votes') return `${place.figure} vote${place.figure === 1 ? '' : 's'}`;
  const range =
    place.figureLow !== null && place.figureHigh !== null
      ? ` (${place.figureLow.toFixed(2)}–${place.figureHigh.toFixed(2)})`
      : '';
  return `strength ${place.figure.toFixed(2)}${range}`;
}
