import type {
  EntryAction,
  QueueItem,
  QueueReason,
  SubjectRef,
} from '@pawprize/shared/schemas/admin';

/** How the console names each queue reason (docs/decisions/0061-moderation-model.md). */
export const REASON_LABELS: Record<QueueReason, string> = {
  reported: 'Reported',
  nsfw: 'Likely explicit',
  no_animal: 'No animal found',
  duplicate: 'Near-copy',
  pending: 'Pending approval',
  not_screened: 'Not screened',
};

export const SUBJECT_LABELS = {
  pet: 'Pet',
  contest: 'Caption contest',
  caption: 'Caption',
  avatar: 'Avatar',
} as const;

export type QueueActionName = Exclude<EntryAction, 'unhide'>;

/** The queue's actions, their shortcut keys and their confirmations (approve needs none). */
export const QUEUE_ACTIONS: {
  action: QueueActionName;
  label: string;
  key: string;
  destructive: boolean;
}[] = [
  { action: 'approve', label: 'Approve', key: 'a', destructive: false },
  { action: 'hide', label: 'Hide', key: 'h', destructive: false },
  { action: 'remove', label: 'Remove', key: 'r', destructive: true },
  { action: 'ban_owner', label: 'Ban owner', key: 'b', destructive: true },
];

export function itemKey(item: SubjectRef): string {
  return `${item.subjectType}:${item.subjectId}`;
}

export function refOf(item: QueueItem): SubjectRef {
  return { subjectType: item.subjectType, subjectId: item.subjectId };
}

/** The confirmation's words for an action on `count` items (one named `title`). */
export function confirmText(action: QueueActionName, count: number, title: string) {
  const what = count === 1 ? `“${title}”` : `${count} items`;
  switch (action) {
    case 'approve':
      return {
        title: count === 1 ? 'Approve this item?' : `Approve ${count} items?`,
        description: `${what} will be visible to everyone; its flags are cleared and open reports dismissed.`,
        confirm: 'Approve',
        pending: 'Approving…',
      };
    case 'hide':
      return {
        title: count === 1 ? 'Hide this item?' : `Hide ${count} items?`,
        description: `${what} leaves every public page until someone unhides it. The owner is told the reason by email.`,
        confirm: 'Hide',
        pending: 'Hiding…',
      };
    case 'remove':
      return {
        title: count === 1 ? 'Remove this item for good?' : `Remove ${count} items for good?`,
        description: `The photos of ${what} are deleted and cannot be uploaded again. This cannot be undone. The owner is told the reason by email.`,
        confirm: 'Remove',
        pending: 'Removing…',
      };
    case 'ban_owner':
      return {
        title: count === 1 ? 'Ban the owner?' : `Ban the owners of ${count} items?`,
        description: `The account behind ${what} is signed out at once, cannot sign in again, its entries are hidden and every vote it cast is voided.`,
        confirm: 'Ban',
        pending: 'Banning…',
      };
  }
}

/** A 0–1 score as a whole percentage. */
export function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/**
 * Detected animals, surest first, whether the server sends them as `[{ label, score }]` or as
 * the screening record's `{ cat: 0.93 }` (docs/decisions/0060-image-screening.md).
 */
export function animalScores(animals: unknown): { label: string; score: number }[] {
  const list = Array.isArray(animals)
    ? animals.filter(
        (a): a is { label: string; score: number } =>
          typeof a?.label === 'string' && typeof a?.score === 'number',
      )
    : animals && typeof animals === 'object'
      ? Object.entries(animals as Record<string, unknown>)
          .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
          .map(([label, score]) => ({ label, score }))
      : [];
  return list.sort((a, b) => b.score - a.score);
}
