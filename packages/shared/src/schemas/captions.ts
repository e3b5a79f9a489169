import { z } from 'zod';
import { singleLine, titleCaseBreed } from '../text.ts';
import {
  BREED_MAX_LENGTH,
  CAPTION_CONTESTS_PER_DAY,
  CAPTION_SEARCH_MAX_LENGTH,
  CAPTIONS_MAX_PAGE,
  CAPTION_LIST_MAX,
  CAPTION_MAX_LENGTH,
  HOME_CAPTION_CONTESTS,
  PET_NAME_MAX_LENGTH,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { ModerationStateSchema } from './moderation.ts';
import { PetImageVariantSchema } from './pets.ts';

/** Shapes of `/api/captions` (docs/product/captions.md). */

/** Multipart field names of POST /api/captions. */
export const CAPTION_IMAGE_FIELD = 'image';

export const ContestCaptionSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  votes: z.number().int(),
  /** Written by a user (docs/product/captions.md), not by the AI. */
  isUserCaption: z.boolean(),
  /** Written by the signed-in viewer. */
  isMine: z.boolean(),
});
export type ContestCaption = z.infer<typeof ContestCaptionSchema>;

export const CaptionContestSchema = z.object({
  id: z.uuid(),
  /** The contest page is /captions/{shareId}. */
  shareId: z.string(),
  petName: z.string(),
  breed: z.string().nullable(),
  /** The 800 px variant, or the largest one when the photo is narrower. */
  imageUrl: z.string(),
  /** Size of the largest stored variant. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Average colour ('#rrggbb') to paint while the image loads. */
  placeholder: z.string().nullable(),
  /** Sizes for `srcset`, narrowest first. */
  variants: z.array(PetImageVariantSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  owner: z.object({ username: z.string().nullable() }),
  /** The viewer created it (may delete it). */
  isOwner: z.boolean(),
  /** Set by the server once the captions have 5 votes in total (trophy). */
  winnerCaptionId: z.uuid().nullable(),
  totalVotes: z.number().int(),
  /** Most votes first; ties: the earlier caption first. */
  captions: z.array(ContestCaptionSchema),
  /** The caption the viewer voted for (one vote per account per contest). */
  myVoteCaptionId: z.uuid().nullable(),
  /** Pending review, hidden or removed: only its owner and admins get it, with this. */
  moderation: ModerationStateSchema.nullable().optional(),
});
export type CaptionContest = z.infer<typeof CaptionContestSchema>;

/** GET/POST answers carrying one contest. */
export const CaptionContestResultSchema = z.object({ contest: CaptionContestSchema });
export type CaptionContestResult = z.infer<typeof CaptionContestResultSchema>;

/** GET /api/captions */
export const CaptionContestListSchema = z.object({ contests: z.array(CaptionContestSchema) });
export type CaptionContestList = z.infer<typeof CaptionContestListSchema>;

export const CaptionSortSchema = z.enum(['trending', 'newest']);
export type CaptionSort = z.infer<typeof CaptionSortSchema>;

/** GET /api/captions?sort=trending|newest&limit=3 */
export const CaptionListQuerySchema = z.object({
  sort: CaptionSortSchema.default('newest'),
  limit: z.coerce.number().int().min(1).max(CAPTION_LIST_MAX).default(HOME_CAPTION_CONTESTS),
});
export type CaptionListQuery = z.input<typeof CaptionListQuerySchema>;

/** GET /api/captions/browse?sort=&q=&page= (the /captions page) and GET /api/me/captions?page= */
export const CaptionBrowseQuerySchema = z.object({
  sort: CaptionSortSchema.default('trending'),
  q: singleLine(
    z
      .string()
      .trim()
      .max(CAPTION_SEARCH_MAX_LENGTH, `Search at most ${CAPTION_SEARCH_MAX_LENGTH} characters`),
  )
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(CAPTIONS_MAX_PAGE).default(1),
});
export type CaptionBrowseQuery = z.input<typeof CaptionBrowseQuerySchema>;

export const MyCaptionsQuerySchema = CaptionBrowseQuerySchema.pick({ page: true });

/** One page of contests, with how many there are in all. */
export const CaptionPageSchema = z.object({
  contests: z.array(CaptionContestSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type CaptionPage = z.infer<typeof CaptionPageSchema>;

/** GET /api/me/caption-allowance: the free contests of today and the Generation Credits. */
export const CaptionAllowanceSchema = z.object({
  /** Free caption contests per account per UTC day (CAPTION_CONTESTS_PER_DAY). */
  perDay: z.literal(CAPTION_CONTESTS_PER_DAY),
  usedToday: z.number().int(),
  leftToday: z.number().int(),
  /** Generation Credits: each contest beyond the free ones spends one. */
  credits: z.number().int(),
  /** ISO 8601: when the free allowance starts again (midnight UTC). */
  resetsAt: z.string(),
});
export type CaptionAllowance = z.infer<typeof CaptionAllowanceSchema>;

export const ShareIdParamsSchema = z.object({ shareId: singleLine(z.string().max(100)) });

/** The text fields of POST /api/captions (multipart, with the file in `image`). */
export const CreateCaptionContestFieldsSchema = z.object({
  petName: singleLine(
    z
      .string({ error: messages.upload.nameRequired })
      .trim()
      .min(1, messages.upload.nameRequired)
      .max(PET_NAME_MAX_LENGTH, messages.captionCreate.nameTooLong),
  ),
  breed: singleLine(z.string().trim().max(BREED_MAX_LENGTH, messages.captionCreate.breedTooLong))
    .optional()
    // Stored title-cased (docs/product/captions.md, Breed).
    .transform((v) => (v ? titleCaseBreed(v) : undefined)),
});
export type CreateCaptionContestFields = z.input<typeof CreateCaptionContestFieldsSchema>;

/** POST /api/captions/:shareId/votes */
export const CaptionVoteBodySchema = z.object({
  captionId: z.uuid({ error: messages.captionContest.captionNotFound }),
});
export type CaptionVoteBody = z.infer<typeof CaptionVoteBodySchema>;

/** POST /api/captions/:shareId/captions: a user's own caption (one per user per contest). */
export const AddCaptionBodySchema = z.object({
  caption: singleLine(
    z
      .string({ error: messages.captionContest.captionRequired })
      .trim()
      .min(1, messages.captionContest.captionRequired)
      .max(CAPTION_MAX_LENGTH, messages.captionContest.captionTooLong),
  ),
});
export type AddCaptionBody = z.input<typeof AddCaptionBodySchema>;
