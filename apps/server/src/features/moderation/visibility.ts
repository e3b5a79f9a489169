import type { SubjectType } from '../../db/schema/index.ts';

/** `shareId`: the caption contest of a contest or caption (its cache key). */
export type VisibilityListener = (
  subjectType: SubjectType,
  subjectId: string,
  shareId?: string | null,
) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Announces that an entry's status changed (hidden, removed, approved…). Features that cache
     * public reads (pets, caption contests) subscribe and drop what they kept, so a hidden entry
     * is gone from every list at once on this instance (others within their cache's lifetime).
     */
    visibility: VisibilityEvents;
  }
}

export class VisibilityEvents {
  readonly #listeners: VisibilityListener[] = [];

  subscribe(listener: VisibilityListener): void {
    this.#listeners.push(listener);
  }

  changed(subjectType: SubjectType, subjectId: string, shareId?: string | null): void {
    for (const listener of this.#listeners) listener(subjectType, subjectId, shareId);
  }
}
