/** Figures as people read them: 1,234. */
export function figure(n: number): string {
  return n.toLocaleString('en-US');
}

/** '2026-11-24' → 'Nov 24, 2026' (a UTC calendar day). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const REFUSAL_LABELS = {
  alreadyVoted: 'Already voted for this pet',
  dailyLimit: 'Over the daily allowance',
  ipCap: "Over a network's visitor cap",
  signedOut: 'Card vote while signed out',
} as const;

export const VOIDED_LABELS = {
  moderator: 'By moderators',
  fraud: 'By fraud detection',
  accountDeleted: 'Voter deleted their account',
} as const;

export const SOURCE_LABELS = {
  moderator: 'moderators',
  fraud: 'fraud detection',
  account_deleted: 'account deletion',
} as const;
