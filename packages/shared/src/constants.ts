/**
 * The product's constants and limits. Each is explained with its rule in docs/product/<area>.md
 * (limits: docs/product/limits.md); change the rule and the constant together.
 */

export const SITE_NAME = 'PawPrize';
/** The home page's document title; every other page's is `pageTitle(name)`. */
export const HOME_TITLE = `${SITE_NAME} — the pet photo contest`;

/**
 * A page's document title, the same in the app and in what the server sends ("Gallery" →
 * "Gallery · PawPrize"; none → the home title; docs/public-pages.md).
 */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : HOME_TITLE;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * A HEIC/HEIF photo converted in the browser, at most: read from its header before it is decoded
 * (a 48 MP iPhone photo fits; docs/product/uploads.md).
 */
export const HEIC_MAX_PIXELS = 50_000_000;
/** Frames of an animated GIF/WebP, at most (docs/decisions/0022-upload-limits.md). */
export const MAX_IMAGE_FRAMES = 300;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp', 'gif'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const FULL_NAME_MAX_LENGTH = 100;
/** Avatars are stored as square WebP images of this size. */
export const AVATAR_SIZE_PX = 300;

export const PET_NAME_MAX_LENGTH = 60;
export const PET_DESCRIPTION_MAX_LENGTH = 1000;
export const PET_SEARCH_MAX_LENGTH = 100;
export const GALLERY_MAX_PAGE_SIZE = 50;
export const TOP_PETS_MAX = 10;
export const MY_PETS_PAGE_SIZE = 200;
/** Stored WebP widths of an uploaded pet photo (never upscaled), docs/product/uploads.md. */
export const PET_IMAGE_WIDTHS = [400, 800, 1600] as const;
/** Pet uploads per account per hour (docs/product/limits.md). */
export const PET_UPLOADS_PER_HOUR = 20;

export const SHARE_BOOST_VOTES = 3;
export const SHARE_PLATFORMS = ['twitter', 'instagram', 'tiktok'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const DAILY_VOTES_ACCOUNT = 20;
export const DAILY_VOTES_ANONYMOUS = 10;
export const ANONYMOUS_VOTES_PER_IP_PER_DAY = 100;

export const UPLOAD_MAX_ATTEMPTS = 3;
export const UPLOAD_RETRY_DELAY_MS = 1000;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const BUCKET_CHECK_SKIP_MS = 2000;

export const SWIPE_THRESHOLD_PX = 100;
export const SWIPE_LABEL_PX = 50;

export const VOTE_QUEUE_SIZE = 10;
export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_TOP_COUNT = 4;
export const HOME_TOP_COUNT = 6;
/**
 * How wide the pet page draws its photo (the `sizes` of its `<img>`): the server preloads the same
 * candidate in the page's head (docs/decisions/0042-first-paint.md).
 */
export const PET_PAGE_PHOTO_SIZES = '(min-width: 1152px) 700px, (min-width: 1024px) 60vw, 100vw';

/**
 * The pet page's photo frame on a phone (docs/product/gallery.md): the photo's own shape, but no
 * taller than 4:5; wide screens keep the 16:9 frame. The server writes it in the page's head as
 * PET_PHOTO_RATIO_VAR, so the frame has its final shape from the first paint (docs/public-pages.md).
 */
export function phoneFrameRatio(pet: { width: number | null; height: number | null }): string {
  if (!pet.width || !pet.height) return '4 / 5';
  return pet.width / pet.height < 4 / 5 ? '4 / 5' : `${pet.width} / ${pet.height}`;
}
/** The CSS variable that holds a pet page's `phoneFrameRatio` before the app has run. */
export const PET_PHOTO_RATIO_VAR = '--pet-photo-ratio';
export const DEFAULT_TOP_COUNT = 3;
export const LEADERBOARD_SIZE = 10;
export const HOME_CAPTION_CONTESTS = 3;
export const BATTLE_SEED_POOL = 10;
export const WINNERS_MONTHS = 6;
/** At most this many of a signed-in owner's pets are pinned under the leaderboard ("Your pets"). */
export const MY_RANKS_MAX = 20;

export const NEW_BADGE_HOURS = 24;
export const CAPTION_WINNER_MIN_VOTES = 5;
export const CAPTIONS_PER_CONTEST = 5;
export const CAPTION_CONTESTS_PER_DAY = 10;
export const BATTLE_MIN_FOR_RANKING = 5;
/**
 * Requests to `GET /api/battles/current`, and to `POST /api/battles/next`, per client IP per
 * minute.
 */
export const BATTLE_MATCHUPS_PER_MINUTE = 120;
/** `GET /api/battles/rankings?limit=`: ranked pets per answer (best first). */
export const BATTLE_RANKINGS_PAGE_SIZE = 100;
export const BATTLE_RANKINGS_MAX = 1000;

export const EMAIL_POPUP_CHANCE = 0.3;
export const NEWSLETTER_POPUP_DELAY_MS = 3000;
export const DISCOUNT_CODE = 'PET10';
export const DISCOUNT_PERCENT = 10;

export const TOAST_DURATION_MS = 5000;
export const VOTE_GUIDE_TOAST_MS = 5000;
export const STREAK_TOAST_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export const MAX_INITIALS = 2;
export const MOBILE_BREAKPOINT_PX = 768;
export const NAVBAR_SOLID_AFTER_PX = 20;

export const CURRENCY = 'USD';
export const SHOP_CATEGORIES = [
  'all',
  'grooming',
  'hair-removal',
  'blankets',
  'toys',
  'food',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export const SAMPLE_PRODUCT_COUNT = 6;
export const FEATURED_PRODUCT_PRICES = [19.99, 18.99, 16.99] as const;

export const DEFAULT_GENERATION_CREDITS = 0;

/** Data queries retry once and never refetch on window focus (docs/product/site.md). */
export const QUERY_RETRY = 1;

/** Session renewal (docs/product/identity.md). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_RENEW_WITHIN_MS = 90_000;

/** Date formats (date-fns patterns). */
export const LAST_VOTE_DATE_FORMAT = 'MMM d, yyyy';
export const UPLOAD_DATE_FORMAT = 'MMMM d, yyyy';

/** Shop, newsletter and contact (docs/product/shop.md, newsletter.md, contact.md, limits.md). */
export const PRODUCT_CATEGORIES = ['grooming', 'hair-removal', 'blankets', 'toys', 'food'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Per IP per hour (docs/product/limits.md). */
export const NEWSLETTER_SIGNUPS_PER_HOUR = 5;
/**
 * Double opt-in (docs/product/newsletter.md, ADR 0113): a confirmation link lasts this long, and
 * at most this many confirmation mails go to one address per day and to one network (IPv4 /24,
 * IPv6 /48) per hour.
 */
export const NEWSLETTER_CONFIRM_HOURS = 72;
export const NEWSLETTER_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
export const NEWSLETTER_CONFIRMATIONS_PER_NETWORK_PER_HOUR = 20;
/**
 * A sign-up this soon after the address's last confirmation link sends no new one: that link, on
 * its way, stays the working one, so simultaneous sign-ups make one mail and no dead link (ADR
 * 0138).
 */
export const NEWSLETTER_RESEND_AFTER_SECONDS = 60;
export const CONTACT_MESSAGES_PER_HOUR = 5;
export const BLOG_HOME_TEASERS = 3;

/** AI compliments and caption contests (docs/product/ai.md, docs/product/captions.md). */
export const PET_TRAIT_MAX_LENGTH = 60;
export const BREED_MAX_LENGTH = 60;
export const CAPTION_MAX_LENGTH = 140;
export const COMPLIMENTS_PER_MINUTE = 30;
/** The /captions page (docs/product/captions.md): contests per page, the last page, search length. */
export const CAPTIONS_PAGE_SIZE = 12;
export const CAPTIONS_MAX_PAGE = 500;
export const CAPTION_SEARCH_MAX_LENGTH = 60;
/** My Caption Contests on the dashboard: a page of the member's own contests. */
export const MY_CAPTIONS_PAGE_SIZE = 12;

/** `GET /api/captions?limit=`: the home page asks for HOME_CAPTION_CONTESTS. */
export const CAPTION_LIST_MAX = 24;

/** Dashboard → My Votes (`GET /api/me/votes?limit=`). */
export const MY_VOTES_PAGE_SIZE = 20;
export const MY_VOTES_MAX_PAGE_SIZE = 50;
/**
 * The browser's IANA time zone, sent on every API request: the voter's "today"
 * (docs/product/votes.md).
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * Public receipts (docs/decisions/0104-voided-votes-in-aggregate.md): votes voided by bans and
 * account deletions are published only as site-wide weekly totals mixing at least this many
 * members' votes.
 */
export const MODERATION_PERIOD_MIN_MEMBERS = 3;

/** Contests (docs/product/contests.md, ADR 0140): the limits of what a host may write. */
export const CONTEST_TITLE_MAX_LENGTH = 80;
export const CONTEST_THEME_MAX_LENGTH = 140;
export const CONTEST_TEXT_MAX_LENGTH = 5000;
export const CONTEST_COVER_KEY_MAX_LENGTH = 200;
export const CONTEST_SLUG_MAX_LENGTH = 60;
export const CONTEST_MIN_CATEGORIES = 1;
export const CONTEST_MAX_CATEGORIES = 10;
export const CONTEST_CATEGORY_NAME_MAX_LENGTH = 60;
export const CONTEST_CATEGORY_DESCRIPTION_MAX_LENGTH = 500;
/** Prizes per category: one per place, first place first. */
export const CONTEST_MAX_PRIZES = 5;
export const CONTEST_PRIZE_MAX_LENGTH = 120;
export const CONTEST_MAX_FREEZE_HOURS = 168;
export const CONTEST_MAX_ENTRIES_LIMIT = 50;
export const CONTEST_DISQUALIFY_REASON_MAX_LENGTH = 500;
/** `GET /api/contests/:slug/entries`: a page, and the last page asked for. */
export const CONTEST_ENTRIES_PAGE_SIZE = 24;
export const CONTEST_ENTRIES_MAX_PAGE_SIZE = 60;
export const CONTEST_ENTRIES_MAX_PAGE = 500;
/** `GET /api/contests`: how many past contests it lists, newest first. */
export const CONTESTS_PAST_LISTED = 20;
/** Contests whose results /winners lists, newest first (GET /api/contest-results). */
export const CONTEST_RESULTS_LISTED = 6;
/** Places recorded in each category's results and in the overall ones (ADR 0142). */
export const CONTEST_RESULT_PLACES = 10;
