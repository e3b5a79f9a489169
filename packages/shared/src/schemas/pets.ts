import { z } from 'zod';
import { multiLine, singleLine } from '../text.ts';
import {
  DEFAULT_TOP_COUNT,
  GALLERY_MAX_PAGE_SIZE,
  GALLERY_PAGE_SIZE,
  GALLERY_TOP_COUNT,
  MY_PETS_PAGE_SIZE,
  PET_DESCRIPTION_MAX_LENGTH,
  PET_NAME_MAX_LENGTH,
  PET_SEARCH_MAX_LENGTH,
  TOP_PETS_MAX,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { ModerationStateSchema } from './moderation.ts';

/** Shapes of `/api/pets*`, `/api/leaderboard`, `/api/me/pets` and `/api/storage/*`. */

/** One stored width of a pet photo (WebP). Use them as a `srcset`: `${url} ${width}w`. */
export const PetImageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type PetImageVariant = z.infer<typeof PetImageVariantSchema>;

export const PetSchema = z.object({
  id: z.uuid(),
  petName: z.string(),
  description: z.string().nullable(),
  /** The 800 px variant, or the largest one when the photo is narrower. */
  imageUrl: z.string(),
  /** Size of the largest stored variant (null only for imported images). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Average colour ('#rrggbb') to paint while the image loads. */
  placeholder: z.string().nullable(),
  /** Narrowest first. */
  variants: z.array(PetImageVariantSchema),
  votesCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  owner: z.object({ username: z.string().nullable() }),
  /** The signed-in user uploaded it (may delete it). */
  isOwner: z.boolean(),
  /** Whether the current voter (account or anonymous visitor) has voted for this pet. */
  hasVoted: z.boolean(),
  /**
   * Not public yet or any more (pending review, hidden, removed): only its owner and admins get
   * such a pet, with this. Null (or absent) for a visible pet.
   */
  moderation: ModerationStateSchema.nullable().optional(),
});
export type Pet = z.infer<typeof PetSchema>;

export const RankedPetSchema = PetSchema.extend({ rank: z.number().int().min(1) });
export type RankedPet = z.infer<typeof RankedPetSchema>;

export const PetSortSchema = z.enum(['recent', 'popular']);
export type PetSort = z.infer<typeof PetSortSchema>;

/** An empty query parameter (`?q=`) means "not given". */
const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `GET /api/pets?sort=&q=&limit=&cursor=`. `q` matches pet name or description (case-insensitive,
 * substring). Pass `nextCursor` of a page as `cursor` to get the next one (same sort and q).
 */
export const PetListQuerySchema = z.object({
  sort: z.preprocess(emptyAsUndefined, PetSortSchema.default('recent')),
  q: z.preprocess(
    emptyAsUndefined,
    singleLine(
      z.string().trim().max(PET_SEARCH_MAX_LENGTH, messages.pets.searchTooLong),
    ).optional(),
  ),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(GALLERY_MAX_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
  ),
  cursor: z.preprocess(emptyAsUndefined, singleLine(z.string().max(200)).optional()),
});
export type PetListQuery = z.input<typeof PetListQuerySchema>;

/** `GET /api/pets` and `GET /api/me/pets`: `nextCursor` is null on the last page. */
export const PetListSchema = z.object({
  pets: z.array(PetSchema),
  nextCursor: z.string().nullable(),
});
export type PetList = z.infer<typeof PetListSchema>;

/** `GET /api/me/pets?limit=&cursor=`: the signed-in user's pets, newest first (200 a page). */
export const MyPetsQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(MY_PETS_PAGE_SIZE).default(MY_PETS_PAGE_SIZE),
  ),
  cursor: z.preprocess(emptyAsUndefined, singleLine(z.string().max(200)).optional()),
});
export type MyPetsQuery = z.input<typeof MyPetsQuerySchema>;

/** `GET /api/pets/top?limit=` (1–10, default 3): most votes first. */
export const TopPetsQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(TOP_PETS_MAX).default(DEFAULT_TOP_COUNT),
  ),
});
export type TopPetsQuery = z.input<typeof TopPetsQuerySchema>;

export const TopPetsSchema = z.object({ pets: z.array(PetSchema) });
export type TopPets = z.infer<typeof TopPetsSchema>;

/**
 * `GET /api/pets/:id/more?limit=` (1–10, default 4): "More pets in the contest" under a pet's
 * page — the newest visible pets other than that one, leaving out pets held for review
 * (docs/product/gallery.md). Answered as `TopPetsSchema`.
 */
export const MorePetsQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(TOP_PETS_MAX).default(GALLERY_TOP_COUNT),
  ),
});
export type MorePetsQuery = z.input<typeof MorePetsQuerySchema>;

/** `GET /api/leaderboard`: the top 10 by votes; equal votes share a rank (1, 2, 2, 4). */
export const LeaderboardSchema = z.object({ pets: z.array(RankedPetSchema) });
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/**
 * `GET /api/pets/:id/standing`: where a pet stands in the running month's round
 * (docs/product/gallery.md, After an upload). `rank` is its competition rank by votes among the
 * round's public entries (null when it is not one: uploaded in an earlier month, or not public).
 */
export const PetStandingSchema = z.object({
  /** The round: the running UTC month, 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** When the round ends (ISO timestamp). */
  endsAt: z.iso.datetime(),
  rank: z.number().int().min(1).nullable(),
  /** The round's public entries. */
  entries: z.number().int().nonnegative(),
});
export type PetStanding = z.infer<typeof PetStandingSchema>;

/** `GET /api/pets/:id` and `POST /api/pets` (201). */
export const PetResultSchema = z.object({ pet: PetSchema });
export type PetResult = z.infer<typeof PetResultSchema>;

/** Multipart field names of `POST /api/pets`. */
export const PET_UPLOAD_FIELDS = {
  image: 'image',
  petName: 'petName',
  description: 'description',
} as const;

/**
 * The text fields of `POST /api/pets` (the image is the multipart file `image`). The server
 * validates with it; the upload form can too.
 */
export const PetUploadFieldsSchema = z.object({
  petName: singleLine(
    z
      .string({ error: messages.upload.nameRequired })
      .trim()
      .min(1, messages.upload.nameRequired)
      .max(PET_NAME_MAX_LENGTH, messages.upload.nameTooLong),
  ),
  description: multiLine(
    z.string().trim().max(PET_DESCRIPTION_MAX_LENGTH, messages.upload.descriptionTooLong),
  )
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type PetUploadFields = z.input<typeof PetUploadFieldsSchema>;

/** `GET /api/storage/status`, `POST /api/storage/init`. */
export const StorageStatusSchema = z.object({ ready: z.boolean() });
export type StorageStatus = z.infer<typeof StorageStatusSchema>;
