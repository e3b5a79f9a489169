import { NEW_BADGE_HOURS } from '@pawprize/shared';

export { phoneFrameRatio } from '@pawprize/shared';

/** True while the pet is under 24 hours old (docs/product/gallery.md: the NEW badge). */
export function isNewPet(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now - created;
  return age >= -60_000 && age < NEW_BADGE_HOURS * 3_600_000;
}

/** "1 vote", "12 votes", "1,204 votes". */
export function votesLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;
}
