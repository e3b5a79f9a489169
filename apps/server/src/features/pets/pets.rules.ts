import type { PetSort } from '@pawprize/shared/schemas/pets';
import { isUuid } from '../../http/params.ts';

/**
 * Where a page of a list ends. `createdAt` is PostgreSQL's text form of the timestamp (microsecond
 * precision, which a JS Date would lose), `id` breaks ties.
 */
export type PetCursor =
  | { sort: 'recent'; createdAt: string; id: string }
  | { sort: 'popular'; votes: number; createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?)?$/;

/** Opaque to clients: base64url of a small JSON array. */
export function encodeCursor(cursor: PetCursor): string {
  const parts =
    cursor.sort === 'recent'
      ? ['r', cursor.createdAt, cursor.id]
      : ['p', cursor.votes, cursor.createdAt, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The cursor, or null when it is malformed or was made for the other sort order. */
export function decodeCursor(raw: string, sort: PetSort): PetCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  const validTail = (createdAt: unknown, id: unknown) =>
    typeof createdAt === 'string' &&
    TIMESTAMP.test(createdAt) &&
    typeof id === 'string' &&
    isUuid(id);
  if (
    sort === 'recent' &&
    parts.length === 3 &&
    parts[0] === 'r' &&
    validTail(parts[1], parts[2])
  ) {
    return { sort, createdAt: parts[1] as string, id: parts[2] as string };
  }
  if (
    sort === 'popular' &&
    parts.length === 4 &&
    parts[0] === 'p' &&
    Number.isSafeInteger(parts[1]) &&
    (parts[1] as number) >= 0 &&
    validTail(parts[2], parts[3])
  ) {
    return {
      sort,
      votes: parts[1] as number,
      createdAt: parts[2] as string,
      id: parts[3] as string,
    };
  }
  return null;
}

/** Competition ranking of a list already sorted by votes: equal votes share a rank (1, 2, 2, 4). */
export function competitionRanks(votes: readonly number[]): number[] {
  const ranks: number[] = [];
  votes.forEach((v, i) => {
    ranks.push(i > 0 && votes[i - 1] === v ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}

export { pickListImage, pickPreviewImage } from '../../images/variants.ts';
