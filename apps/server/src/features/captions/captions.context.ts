import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import type { UploadScreening } from '../moderation/index.ts';

/** A contest whose winner was just decided, as its owner's mail tells it. */
export interface DecidedContest {
  id: string;
  ownerId: string;
  shareId: string;
  petName: string;
  caption: string;
}

/**
 * What the caption services use (docs/decisions/0131-services-receive-a-context.md): the shared
 * pieces, and two steps of other features the plugin hands over (captions.routes.ts) — screening
 * an upload (moderation) and queueing the owner's "Your caption contest has a winner" in the
 * vote's transaction (account).
 */
export type CaptionsCtx = Ctx<'db' | 'storage' | 'log' | 'caches' | 'ai' | 'mailWorker'> & {
  /** Starts screening the photo; the result is awaited later (moderation's startScreening). */
  screen: (image: Buffer) => () => Promise<UploadScreening>;
  /** Queues the owner's mail in `tx`; false when it is not sent (opted out, sent before). */
  queueWinnerMail: (tx: Tx, contest: DecidedContest) => Promise<boolean>;
};
