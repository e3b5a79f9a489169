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

/** The explicit-content model's classes in plain words (docs/product/moderation.md). */
const NSFW_CLASS_WORDS: Record<string, string> = {
  porn: 'explicit photo',
  hentai: 'explicit drawing',
  sexy: 'suggestive',
  neutral: 'ordinary photo',
  drawing: 'drawing',
};

/** A 0–1 score as "93 %" for sentences (with the thin space the plain labels use). */
export function sure(score: number): string {
  return `${Math.round(score * 100)} %`;
}

/**
 * What the animal detector concluded, in plain words with its confidence: "Looks like a cat
 * (93 % sure)", or "No animal found" with the best guess when none reached the threshold.
 */
export function animalVerdict(screening: {
  species?: string | null | undefined;
  animals?: unknown;
}): { headline: string; others: string | null } {
  const animals = animalScores(screening.animals);
  const best = screening.species
    ? (animals.find((a) => a.label === screening.species) ?? null)
    : null;
  const rest = animals.filter((a) => a !== best).slice(0, 2);
  const others = rest.length > 0 ? rest.map((a) => `${a.label} ${sure(a.score)}`).join(', ') : null;
  if (screening.species) {
    return {
      headline: best
        ? `Looks like a ${screening.species} (${sure(best.score)} sure)`
        : `Looks like a ${screening.species}`,
      others: others ? `Other guesses: ${others}` : null,
    };
  }
  return {
    headline: 'No animal found',
    others: others ? `Best guesses, all too weak: ${others}` : null,
  };
}

/**
 * How likely the photo is explicit, in words (the bands follow the screening thresholds: 50 %
 * queues it for review, 90 % hides it; docs/decisions/0060-image-screening.md).
 */
export function explicitVerdict(unsafe: number): string {
  const words =
    unsafe >= 0.9
      ? 'Very likely explicit'
      : unsafe >= 0.5
        ? 'Possibly explicit'
        : unsafe >= 0.2
          ? 'Unlikely to be explicit'
          : 'Not explicit';
  return `${words} (${sure(unsafe)})`;
}

/** The explicit-content model's reading, surest first, in plain words: "ordinary photo 98 %". */
export function nsfwReading(nsfw: Record<string, number> | null | undefined): string | null {
  const entries = Object.entries(nsfw ?? {})
    .filter(([, score]) => score >= 0.01)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3);
  if (entries.length === 0) return null;
  return `Reads as: ${entries
    .map(([label, score]) => `${NSFW_CLASS_WORDS[label] ?? label} ${sure(score)}`)
    .join(', ')}`;
}

const STATUS_WORDS = {
  visible: 'is visible',
  pending: 'awaits approval',
  hidden: 'is hidden',
  removed: 'was removed',
} as const;

/**
 * How alike a near-copy and its original are, from the two hashes' distance in bits (of 128;
 * ≤ 24 is a near-copy, docs/decisions/0060-image-screening.md): "identical", "98 % alike".
 */
export function copyLikeness(distance: number, status: keyof typeof STATUS_WORDS): string {
  const alike = distance <= 0 ? 'identical' : `${Math.round((1 - distance / 128) * 100)} % alike`;
  return `${alike}; the original ${STATUS_WORDS[status]}`;
}
