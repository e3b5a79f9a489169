// Moderation on the public pages (docs/decisions/0061-moderation-model.md): the Report action and
// what owners see of an entry that is waiting for review, hidden or removed.
export { ModerationCardNote, ModerationNotice } from './components/moderation-notice';
export { ReportButton } from './components/report-button';
export type { ReportTarget } from './report-rules';
