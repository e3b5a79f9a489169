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
