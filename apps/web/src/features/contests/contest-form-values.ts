import type {
  Contest,
  ContestInput,
  ContestResultsMethod,
  ContestSpecies,
} from '@pawprize/shared/schemas/contests';

/** The admin form's values (docs/product/contests.md): strings as typed, prizes one per line. */
export interface CategoryValues {
  /** A stable key for the list (the category's id once saved). */
  key: string;
  id?: string;
  name: string;
  description: string;
  species: ContestSpecies[];
  prizes: string;
}

export interface CoverValues {
  /** The key to save: a new upload, or null to remove; undefined keeps the saved cover. */
  key?: string | null;
  /** What the form shows. */
  url: string | null;
}

export interface ContestFormValues {
  title: string;
  cover: CoverValues;
  theme: string;
  description: string;
  rules: string;
  timeZone: string;
  entriesOpenAt: string;
  entriesCloseAt: string;
  votingOpenAt: string;
  votingCloseAt: string;
  resultsAt: string;
  resultsMethod: ContestResultsMethod;
  hideCountsDuringVoting: boolean;
  freezeHours: string;
  maxEntriesPerMember: string;
  maxEntriesPerCategory: string;
  allowSamePetInTwoCategories: boolean;
  requiresApproval: boolean;
  recurrence: Contest['recurrence'];
  categories: CategoryValues[];
}

let nextKey = 0;
export function newCategory(): CategoryValues {
  nextKey += 1;
  return { key: `new-${nextKey}`, name: '', description: '', species: [], prizes: '' };
}

export function emptyValues(timeZone: string): ContestFormValues {
  return {
    title: '',
    cover: { url: null },
    theme: '',
    description: '',
    rules: '',
    timeZone,
    entriesOpenAt: '',
    entriesCloseAt: '',
    votingOpenAt: '',
    votingCloseAt: '',
    resultsAt: '',
    resultsMethod: 'most_votes',
    hideCountsDuringVoting: false,
    freezeHours: '0',
    maxEntriesPerMember: '1',
    maxEntriesPerCategory: '1',
    allowSamePetInTwoCategories: false,
    requiresApproval: false,
    recurrence: 'none',
    categories: [newCategory()],
  };
}

/** A saved contest as the form shows it: its dates as the host wrote them, in its zone. */
export function valuesOf(contest: Contest): ContestFormValues {
  return {
    title: contest.title,
    cover: { url: contest.coverUrl },
    theme: contest.theme,
    description: contest.description,
    rules: contest.rules,
    timeZone: contest.timeZone,
    entriesOpenAt: contest.local.entriesOpenAt,
    entriesCloseAt: contest.local.entriesCloseAt,
    votingOpenAt: contest.local.votingOpenAt,
    votingCloseAt: contest.local.votingCloseAt,
    resultsAt: contest.local.resultsAt ?? '',
    resultsMethod: contest.resultsMethod,
    hideCountsDuringVoting: contest.hideCountsDuringVoting,
    freezeHours: String(contest.freezeHours),
    maxEntriesPerMember: String(contest.maxEntriesPerMember),
    maxEntriesPerCategory: String(contest.maxEntriesPerCategory),
    allowSamePetInTwoCategories: contest.allowSamePetInTwoCategories,
    requiresApproval: contest.requiresApproval,
    recurrence: contest.recurrence,
    categories: contest.categories.map((c) => ({
      key: c.id,
      id: c.id,
      name: c.name,
      description: c.description,
      species: [...c.species],
      prizes: c.prizes.join('\n'),
    })),
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The request body: numbers parsed, empty results time as null, prizes split by line; the cover
 * only when it changed (left out, the saved one stays).
 */
export function inputOf(values: ContestFormValues): ContestInput {
  return {
    title: values.title,
    ...(values.cover.key === undefined ? {} : { coverPhotoKey: values.cover.key }),
    theme: values.theme,
    description: values.description,
    rules: values.rules,
    timeZone: values.timeZone,
    entriesOpenAt: values.entriesOpenAt,
    entriesCloseAt: values.entriesCloseAt,
    votingOpenAt: values.votingOpenAt,
    votingCloseAt: values.votingCloseAt,
    resultsAt: values.resultsAt || null,
    resultsMethod: values.resultsMethod,
    hideCountsDuringVoting: values.hideCountsDuringVoting,
    freezeHours: whole(values.freezeHours),
    maxEntriesPerMember: whole(values.maxEntriesPerMember),
    maxEntriesPerCategory: whole(values.maxEntriesPerCategory),
    allowSamePetInTwoCategories: values.allowSamePetInTwoCategories,
    requiresApproval: values.requiresApproval,
    recurrence: values.recurrence,
    categories: values.categories.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      description: c.description,
      species: c.species,
      prizes: c.prizes
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean),
    })),
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Issues (zod's, or the server's `fieldErrors`) by field path: `title`, `entriesOpenAt`,
 * `categories.0.name`; the first message of each. A `body.` prefix is dropped.
 */
export function errorsByPath(issues: readonly { path: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = path.replace(/^body\./, '') || '_';
    out[key] ??= message;
  }
  return out;
}
