/**
 * The caption contest shapes of `/api/captions*`, from the shared contract
 * (`packages/shared/src/schemas/captions.ts`). Types only: the home page lists contests, and zod
 * stays out of the first bundle.
 */
export type {
  CaptionContest,
  CaptionSort,
  ContestCaption,
} from '@pawprize/shared/schemas/captions';

/** Who is looking at a contest: pages pass it from `useAuth()` (features do not import auth). */
export interface Viewer {
  id: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/**
 * Where a contest was opened from (router state of the card's link): the contest page's back link
 * returns there. Only our own lists: the path is checked by `backLinkOf`.
 */
export interface ContestBackTo {
  /** '/captions' with its query, '/dashboard' or '/'. */
  path: string;
}
