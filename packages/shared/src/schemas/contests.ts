import { z } from 'zod';
import {
  CONTEST_CATEGORY_DESCRIPTION_MAX_LENGTH,
  CONTEST_CATEGORY_NAME_MAX_LENGTH,
  CONTEST_COVER_KEY_MAX_LENGTH,
  CONTEST_DISQUALIFY_REASON_MAX_LENGTH,
  CONTEST_ENTRIES_MAX_PAGE,
  CONTEST_ENTRIES_MAX_PAGE_SIZE,
  CONTEST_ENTRIES_PAGE_SIZE,
  CONTEST_MAX_CATEGORIES,
  CONTEST_MAX_ENTRIES_LIMIT,
  CONTEST_MAX_FREEZE_HOURS,
  CONTEST_MAX_PRIZES,
  CONTEST_MIN_CATEGORIES,
  CONTEST_PRIZE_MAX_LENGTH,
  CONTEST_TEXT_MAX_LENGTH,
  CONTEST_THEME_MAX_LENGTH,
  CONTEST_TITLE_MAX_LENGTH,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { multiLine, singleLine } from '../text.ts';
import { isValidTimeZone } from './auth.ts';
import { PetImageVariantSchema } from './pets.ts';

/** Shapes of `/api/contests` and `/api/admin/contests` (docs/product/contests.md, ADR 0140). */

const m = messages.contests;

/** The species a category may be limited to (the screening detector's 'dog' and 'cat'; 'other'). */
export const CONTEST_SPECIES = ['dog', 'cat', 'other'] as const;
export const ContestSpeciesSchema = z.enum(CONTEST_SPECIES);
export type ContestSpecies = z.infer<typeof ContestSpeciesSchema>;

export const ContestStatusSchema = z.enum(['draft', 'published', 'archived']);
export type ContestStatus = z.infer<typeof ContestStatusSchema>;
export const ContestResultsMethodSchema = z.enum(['most_votes', 'battle_rank']);
export type ContestResultsMethod = z.infer<typeof ContestResultsMethodSchema>;
export const ContestRecurrenceSchema = z.enum(['none', 'monthly']);
export type ContestRecurrence = z.infer<typeof ContestRecurrenceSchema>;
export const ContestEntryStatusSchema = z.enum(['approved', 'pending', 'disqualified']);
export type ContestEntryStatus = z.infer<typeof ContestEntryStatusSchema>;

/**
 * Where a contest is at an instant. Entries and voting may overlap: `voting_open` then comes with
 * `entriesOpen: true`. `voting_upcoming`: entries closed, voting not open yet. `closed`: voting
 * closed, results not out yet.
 */
export const ContestPhaseSchema = z.enum([
  'draft',
  'upcoming',
  'entries_open',
  'voting_upcoming',
  'voting_open',
  'closed',
  'results',
  'archived',
]);
export type ContestPhase = z.infer<typeof ContestPhaseSchema>;

/** A wall-clock time in the contest's time zone, as the host types it: '2026-03-08T09:30'. */
export const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, m.localTimeInvalid);

export const ContestTimeZoneSchema = z.string().refine(isValidTimeZone, m.timeZoneInvalid);

const line = (max: number, min = 0) => singleLine(z.string().trim().min(min).max(max));
const text = (max: number) => multiLine(z.string().trim().max(max));

export const ContestCategoryInputSchema = z.object({
  /** An existing category's id (update); absent: a new category. */
  id: z.uuid().optional(),
  name: line(CONTEST_CATEGORY_NAME_MAX_LENGTH, 1),
  description: text(CONTEST_CATEGORY_DESCRIPTION_MAX_LENGTH).default(''),
  /** Empty: any animal. */
  species: z
    .array(ContestSpeciesSchema)
    .max(CONTEST_SPECIES.length)
    .refine((s) => new Set(s).size === s.length, m.speciesUnique)
    .default([]),
  prizes: z.array(line(CONTEST_PRIZE_MAX_LENGTH, 1)).max(CONTEST_MAX_PRIZES).default([]),
});
export type ContestCategoryInput = z.input<typeof ContestCategoryInputSchema>;

/** POST /api/admin/contests and PUT /api/admin/contests/:id (the whole contest each time). */
export const ContestInputSchema = z.object({
  title: line(CONTEST_TITLE_MAX_LENGTH, 3),
  theme: line(CONTEST_THEME_MAX_LENGTH).default(''),
  description: text(CONTEST_TEXT_MAX_LENGTH).default(''),
  rules: text(CONTEST_TEXT_MAX_LENGTH).default(''),
  /**
   * The cover: a key from POST /api/admin/contest-covers, null for none; left out, a saved
   * contest keeps the cover it has (a new one has none).
   */
  coverPhotoKey: singleLine(
    z
      .string()
      .trim()
      .min(1)
      .max(CONTEST_COVER_KEY_MAX_LENGTH)
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/),
  )
    .refine((key) => !key.includes('..'))
    .nullable()
    .optional(),
  timeZone: ContestTimeZoneSchema,
  entriesOpenAt: LocalDateTimeSchema,
  entriesCloseAt: LocalDateTimeSchema,
  votingOpenAt: LocalDateTimeSchema,
  votingCloseAt: LocalDateTimeSchema,
  /** Null: the host publishes the results by hand. */
  resultsAt: LocalDateTimeSchema.nullable().default(null),
  resultsMethod: ContestResultsMethodSchema.default('most_votes'),
  hideCountsDuringVoting: z.boolean().default(false),
  freezeHours: z.number().int().min(0).max(CONTEST_MAX_FREEZE_HOURS).default(0),
  maxEntriesPerMember: z.number().int().min(1).max(CONTEST_MAX_ENTRIES_LIMIT).default(1),
  maxEntriesPerCategory: z.number().int().min(1).max(CONTEST_MAX_ENTRIES_LIMIT).default(1),
  allowSamePetInTwoCategories: z.boolean().default(false),
  requiresApproval: z.boolean().default(false),
  recurrence: ContestRecurrenceSchema.default('none'),
  categories: z
    .array(ContestCategoryInputSchema)
    .min(CONTEST_MIN_CATEGORIES, m.categoriesCount)
    .max(CONTEST_MAX_CATEGORIES, m.categoriesCount)
    .refine(
      (c) => new Set(c.map((x) => x.name.toLowerCase())).size === c.length,
      m.categoryNamesUnique,
    ),
});
export type ContestInput = z.input<typeof ContestInputSchema>;
export type ContestInputParsed = z.output<typeof ContestInputSchema>;

export const ContestCategorySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  species: z.array(ContestSpeciesSchema),
  prizes: z.array(z.string()),
});
export type ContestCategory = z.infer<typeof ContestCategorySchema>;

const LocalTimesSchema = z.object({
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  votingOpenAt: z.string(),
  votingCloseAt: z.string(),
  resultsAt: z.string().nullable(),
});

/** One contest, as the public and the admin read it. Instants are ISO 8601 (UTC). */
export const ContestSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  theme: z.string(),
  description: z.string(),
  rules: z.string(),
  coverUrl: z.string().nullable(),
  timeZone: z.string(),
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  votingOpenAt: z.string(),
  votingCloseAt: z.string(),
  resultsAt: z.string().nullable(),
  resultsPublishedAt: z.string().nullable(),
  /** The same instants as the host wrote them, in `timeZone` ('YYYY-MM-DDTHH:mm'). */
  local: LocalTimesSchema,
  status: ContestStatusSchema,
  phase: ContestPhaseSchema,
  entriesOpen: z.boolean(),
  votingOpen: z.boolean(),
  /** When the phase next changes (ISO); null: never, or when the host publishes the results. */
  nextPhaseAt: z.string().nullable(),
  resultsMethod: ContestResultsMethodSchema,
  hideCountsDuringVoting: z.boolean(),
  freezeHours: z.number().int(),
  maxEntriesPerMember: z.number().int(),
  maxEntriesPerCategory: z.number().int(),
  allowSamePetInTwoCategories: z.boolean(),
  requiresApproval: z.boolean(),
  recurrence: ContestRecurrenceSchema,
  entryCount: z.number().int(),
  categories: z.array(ContestCategorySchema),
});
export type Contest = z.infer<typeof ContestSchema>;

export const ContestResultSchema = z.object({ contest: ContestSchema });
export type ContestResult = z.infer<typeof ContestResultSchema>;

/** GET /api/contests: published contests by phase. */
export const ContestListsSchema = z.object({
  /** Entries or voting open, or voting about to open; closing soonest first. */
  open: z.array(ContestSchema),
  /** Entries not open yet; opening soonest first. */
  upcoming: z.array(ContestSchema),
  /** Voting closed; most recent first (the last CONTESTS_PAST_LISTED). */
  past: z.array(ContestSchema),
});
export type ContestLists = z.infer<typeof ContestListsSchema>;

/** GET /api/admin/contests: every contest, drafts and archived ones too, newest first. */
export const AdminContestListSchema = z.object({
  contests: z.array(ContestSchema),
  /** Entries waiting for approval, by contest id (contests with none are left out). */
  pending: z.record(z.string(), z.number().int()).default({}),
});
export type AdminContestList = z.infer<typeof AdminContestListSchema>;

export const ContestSlugParamsSchema = z.object({ slug: z.string().max(100) });

export const ContestEntrySortSchema = z.enum(['newest', 'votes']);
export type ContestEntrySort = z.infer<typeof ContestEntrySortSchema>;

/** GET /api/contests/:slug/entries?category=&sort=&page=&limit= */
export const ContestEntriesQuerySchema = z.object({
  category: z.uuid().optional(),
  sort: ContestEntrySortSchema.default('newest'),
  page: z.coerce.number().int().min(1).max(CONTEST_ENTRIES_MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTEST_ENTRIES_MAX_PAGE_SIZE)
    .default(CONTEST_ENTRIES_PAGE_SIZE),
});
export type ContestEntriesQuery = z.input<typeof ContestEntriesQuerySchema>;

export const ContestEntrySchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  petId: z.uuid(),
  petName: z.string(),
  imageUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable(),
  variants: z.array(PetImageVariantSchema),
  owner: z.object({ username: z.string().nullable() }),
  /** Null while the contest hides counts during voting. */
  votes: z.number().int().nullable(),
  /** ISO 8601: when it was entered. */
  enteredAt: z.string(),
});
export type ContestEntry = z.infer<typeof ContestEntrySchema>;

export const ContestEntriesPageSchema = z.object({
  entries: z.array(ContestEntrySchema),
  /** False while counts are hidden: the list is then newest first whatever `sort` asked. */
  countsShown: z.boolean(),
  nextPage: z.number().int().nullable(),
});
export type ContestEntriesPage = z.infer<typeof ContestEntriesPageSchema>;

/** POST /api/contests/:slug/entries */
export const EnterContestBodySchema = z.object({ petId: z.uuid(), categoryId: z.uuid() });
export type EnterContestBody = z.infer<typeof EnterContestBodySchema>;

/** An entry as its owner and the admin see it. */
export const ContestEntryRecordSchema = z.object({
  id: z.uuid(),
  contestId: z.uuid(),
  categoryId: z.uuid(),
  petId: z.uuid(),
  status: ContestEntryStatusSchema,
  disqualifiedReason: z.string().nullable(),
  enteredAt: z.string(),
});
export type ContestEntryRecord = z.infer<typeof ContestEntryRecordSchema>;

export const ContestEntryResultSchema = z.object({
  entry: ContestEntryRecordSchema,
  message: z.string(),
});
export type ContestEntryResult = z.infer<typeof ContestEntryResultSchema>;

/** The form field of POST /api/admin/contest-covers (multipart, one image). */
export const CONTEST_COVER_FIELD = 'cover';

/** POST /api/admin/contest-covers: the stored cover, to be saved with the contest. */
export const ContestCoverSchema = z.object({ coverPhotoKey: z.string(), coverUrl: z.string() });
export type ContestCover = z.infer<typeof ContestCoverSchema>;

/** POST /api/admin/contest-entries/:id/disqualify */
export const DisqualifyEntryBodySchema = z.object({
  reason: singleLine(
    z
      .string()
      .trim()
      .min(1, messages.admin.reasonRequired)
      .max(CONTEST_DISQUALIFY_REASON_MAX_LENGTH, messages.admin.reasonTooLong),
  ),
});
export type DisqualifyEntryBody = z.infer<typeof DisqualifyEntryBodySchema>;

/** GET /api/contests/:slug/entries/mine: the signed-in member's entries, every status. */
export const MyContestEntriesSchema = z.object({ entries: z.array(ContestEntryRecordSchema) });
export type MyContestEntries = z.infer<typeof MyContestEntriesSchema>;

/** GET /api/admin/contests/:id/entries?status=&page=&limit= */
export const AdminContestEntriesQuerySchema = z.object({
  status: ContestEntryStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(CONTEST_ENTRIES_MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTEST_ENTRIES_MAX_PAGE_SIZE)
    .default(CONTEST_ENTRIES_PAGE_SIZE),
});
export type AdminContestEntriesQuery = z.input<typeof AdminContestEntriesQuerySchema>;

/** An entry as the host reviews it: the record, the photo and who entered it. */
export const AdminContestEntrySchema = ContestEntryRecordSchema.extend({
  petName: z.string(),
  imageUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable(),
  variants: z.array(PetImageVariantSchema),
  userId: z.string(),
  username: z.string().nullable(),
});
export type AdminContestEntry = z.infer<typeof AdminContestEntrySchema>;

/** A contest's entries by status, for the host's review (every status, whatever was listed). */
export const ContestEntryCountsSchema = z.object({
  approved: z.number().int(),
  pending: z.number().int(),
  disqualified: z.number().int(),
});
export type ContestEntryCounts = z.infer<typeof ContestEntryCountsSchema>;

export const AdminContestEntriesPageSchema = z.object({
  entries: z.array(AdminContestEntrySchema),
  counts: ContestEntryCountsSchema,
  nextPage: z.number().int().nullable(),
});
export type AdminContestEntriesPage = z.infer<typeof AdminContestEntriesPageSchema>;

/** What put an entry ahead of or behind those with the same figure (ADR 0142). */
export const ContestTieBreakSchema = z.enum(['more_votes', 'earlier_entry']);
export type ContestTieBreak = z.infer<typeof ContestTieBreakSchema>;

/**
 * A recorded place: `figure` is the entry's votes in the voting window (most_votes) or its
 * Bradley–Terry strength, whose 95% interval is `figureLow`–`figureHigh` (battle_rank). Name and
 * photo are as they were at the close; the ids are null once the pet or entry is deleted.
 */
export const ContestPlaceSchema = z.object({
  place: z.number().int().min(1),
  entryId: z.uuid().nullable(),
  petId: z.uuid().nullable(),
  petName: z.string(),
  imageUrl: z.string(),
  figure: z.number(),
  figureLow: z.number().nullable(),
  figureHigh: z.number().nullable(),
  tieBreak: ContestTieBreakSchema.nullable(),
});
export type ContestPlace = z.infer<typeof ContestPlaceSchema>;

/** `GET /api/contests/:slug/results` (and the host's publish-results answer). */
export const ContestResultsSchema = z.object({
  contestId: z.uuid(),
  slug: z.string(),
  resultsMethod: ContestResultsMethodSchema,
  resultsPublishedAt: z.string(),
  categories: z.array(
    z.object({
      categoryId: z.uuid(),
      name: z.string(),
      prizes: z.array(z.string()),
      places: z.array(ContestPlaceSchema),
    }),
  ),
  overall: z.array(ContestPlaceSchema),
});
export type ContestResults = z.infer<typeof ContestResultsSchema>;

/**
 * GET /api/contest-results: the last published contests whose results are out, newest first, each
 * with the first place of every category and overall (the full places are at …/:slug/results).
 */
export const ContestWinnersListSchema = z.object({
  contests: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      theme: z.string(),
      coverUrl: z.string().nullable(),
      timeZone: z.string(),
      votingCloseAt: z.string(),
      resultsPublishedAt: z.string(),
      resultsMethod: ContestResultsMethodSchema,
      categories: z.array(
        z.object({
          categoryId: z.uuid(),
          name: z.string(),
          /** The first place's prize, if the host set one. */
          prize: z.string().nullable(),
          winner: ContestPlaceSchema.nullable(),
        }),
      ),
      overall: ContestPlaceSchema.nullable(),
    }),
  ),
});
export type ContestWinnersList = z.infer<typeof ContestWinnersListSchema>;
