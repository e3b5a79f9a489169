/** What other features use of moderation (docs/decisions/0061-moderation-model.md). */
export { moderationPlugin } from './moderation.plugin.ts';
export type { UploadScreening } from './uploads.ts';
export { recordUploadScreening, screenUpload, screeningRecord, startScreening } from './uploads.ts';
export type { NewEntryState } from './moderation.rules.ts';
export { enqueue, dequeue } from './queue.ts';
export type { QueueEntry } from './queue.ts';
export { setStatus } from './status.ts';
export type { Subject } from './subjects.ts';
export { findSubject } from './subjects.ts';
export { findNearCopy } from './duplicates.ts';
export type { PhotoEntryType } from './entry-files.ts';
export { filesArePrivate, keyForStatus, photoPutOptions } from './entry-files.ts';
export { placeMisplacedFiles } from './entry-files.job.ts';
