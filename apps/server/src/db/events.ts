import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SubjectType } from './schema/index.ts';

/**
 * Domain events (docs/decisions/0130-domain-events.md): write paths say what changed, after it
 * committed; the features that cache reads subscribe once and drop what they kept. A writer does
 * not know which caches exist.
 *
 *   app.events.on('pet-counts-changed', () => reads.drop());            // once, in the cache's owner
 *   app.events.emit('pet-counts-changed', { petId });                   // after the commit
 *   await app.events.transaction(app.db, async (tx, emit) => { …; emit('winners-changed', {}); });
 *
 * Events are delivered on this instance, synchronously, to each subscriber once per emit. A
 * subscriber that must reach other instances calls `app.caches` (ADR 0072), which already
 * does. A subscriber that throws is logged; the write and the other subscribers go on.
 */
export interface DomainEvents {
  /** Votes counted, removed, voided or restored; a pet added or deleted. All public pet reads move. */
  'pet-counts-changed': { petId: string | null };
  /** Battle votes counted, voided or restored: the rankings' fingerprint changes. */
  'battle-votes-changed': Record<string, never>;
  /** An entry left or joined the public lists (hidden, removed, approved, its files moved). */
  'entry-visibility-changed': {
    subjectType: SubjectType;
    subjectId: string;
    /** The caption contest of a contest or caption (its cache key). */
    shareId?: string | null | undefined;
  };
  /** A month's winner was recorded. */
  'winners-changed': Record<string, never>;
}

export type DomainEventName = keyof DomainEvents;
export type Emit = <E extends DomainEventName>(event: E, payload: DomainEvents[E]) => void;

/** The part of a database a transaction needs (drizzle's `transaction`). */
interface Transactional<Tx> {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export class DomainEventBus {
  readonly #subscribers = new Map<DomainEventName, ((payload: never) => void)[]>();

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'error'>) {}

  /** Subscribes for the life of the app (register once, where the cache is made). */
  on<E extends DomainEventName>(event: E, subscriber: (payload: DomainEvents[E]) => void): void {
    const list = this.#subscribers.get(event) ?? [];
    list.push(subscriber as (payload: never) => void);
    this.#subscribers.set(event, list);
  }

  /** Delivers `event` now. Call it only after the change committed (or use `transaction`). */
  emit: Emit = (event, payload) => {
    for (const subscriber of this.#subscribers.get(event) ?? []) {
      try {
        (subscriber as (p: typeof payload) => void)(payload);
      } catch (err) {
        this.log?.error({ err, event }, 'a domain event subscriber failed');
      }
    }
  };

  /**
   * Runs `fn` in one transaction; what it emits is delivered after the commit, in order, and
   * dropped when the transaction rolls back.
   */
  async transaction<Tx, T>(
    db: Transactional<Tx>,
    fn: (tx: Tx, emit: Emit) => Promise<T>,
  ): Promise<T> {
    const queued: [DomainEventName, unknown][] = [];
    const result = await db.transaction((tx) =>
      fn(tx, (event, payload) => void queued.push([event, payload])),
    );
    for (const [event, payload] of queued) this.emit(event, payload as never);
    return result;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events, delivered after commit (ADR 0130). */
    events: DomainEventBus;
  }
}

export const domainEventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new DomainEventBus(app.log.child({ component: 'events' })));
  },
  { name: 'events' },
);
