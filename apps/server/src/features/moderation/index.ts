/** What other features use of moderation (docs/decisions/0061-moderation-model.md). */
export { moderationPlugin } from './moderation.plugin.ts';
export type { UploadScreening } from './uploads.ts';
export { recordUploadScreening, screenUpload, screeningRecord, startScreening } from './uploads.ts';
export type { NewEntryState } from './moderation.rules.ts';
export { enqueue, dequeue } from './queue.queries.ts';
export type { QueueEntry } from './queue.queries.ts';
export { setStatus } from './status.queries.ts';
export type { Subject } from './subjects.queries.ts';
export { findSubject } from './subjects.queries.ts';
export { findNearCopy } from './photo-hashes.queries.ts';
export type { PhotoEntryType } from './entry-files.ts';
export { filesArePrivate, keyForStatus, photoPutOptions } from './entry-files.ts';
export { placeMisplacedFiles } from './entry-files.job.ts';
