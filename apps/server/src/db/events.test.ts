import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp } from '../../test/helpers.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets, vote } from '../../test/voting.ts';
import { DomainEventBus } from './events.ts';
import { rowsOf } from './rows.ts';

/** The domain event bus (ADR 0130). */
describe('DomainEventBus', () => {
  it('delivers a typed event to each subscriber once per emit, in order', () => {
    const bus = new DomainEventBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on('pet-counts-changed', first);
    bus.on('pet-counts-changed', second);
    bus.on('winners-changed', other);
    bus.emit('pet-counts-changed', { petId: 'p1' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ petId: 'p1' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    // @ts-expect-error: an unknown event does not compile
    bus.emit('pets-changed', {});
    // @ts-expect-error: nor a payload of another shape
    bus.emit('pet-counts-changed', { pet: 'p1' });
  });

  it('a failing subscriber is logged; the others and the emitter go on', () => {
    const error = vi.fn();
    const bus = new DomainEventBus({ error });
    const after = vi.fn();
    bus.on('winners-changed', () => {
      throw new Error('boom');
    });
    bus.on('winners-changed', after);
    expect(() => bus.emit('winners-changed', {})).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'winners-changed' }),
      expect.any(String),
    );
  });
});

describe('DomainEventBus.transaction (on the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers what the transaction emitted only after it committed, and nothing on rollback', async () => {
    const bus = new DomainEventBus();
    const marker = `events-${crypto.randomUUID()}`;
    // Read outside the transaction (another connection on PostgreSQL): is its row committed?
    const committed = async () => {
      const rows = await rowsOf<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from rate_counters where key = ${marker}`,
      );
      return rows[0]!.n;
    };
    const seen: { petId: string | null; committed: Promise<number> }[] = [];
    bus.on('pet-counts-changed', ({ petId }) => seen.push({ petId, committed: committed() }));

    await bus.transaction(t.app.db, async (tx, emit) => {
      await tx.execute(
        sql`insert into rate_counters (key, count, resets_at) values (${marker}, 1, now())`,
      );
      emit('pet-counts-changed', { petId: 'a' });
      expect(seen).toHaveLength(0); // not yet: the transaction is open
    });
    expect(seen.map((s) => s.petId)).toEqual(['a']);
    expect(await seen[0]!.committed).toBe(1); // the subscriber saw the committed row

    await expect(
      bus.transaction(t.app.db, async (_tx, emit) => {
        emit('pet-counts-changed', { petId: 'b' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toHaveLength(1); // the rolled-back event was dropped
  });

  it('a failing subscriber does not break a vote; the cached pet reads still drop', async () => {
    const owner = await verifiedUser(t.app);
    const voter = await verifiedUser(t.app);
    const [petId] = await insertPets(t.app, owner.user.id, 1);
    t.app.events.on('pet-counts-changed', () => {
      throw new Error('a broken subscriber');
    });
    const before = await t.app.inject({ method: 'GET', url: `/api/pets/${petId}` });
    expect(before.json().pet.votesCount).toBe(0); // cached for 2 s
    const res = await vote(t.app, petId!, { cookie: voter.cookie });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/pets/${petId}` });
    expect(after.json().pet.votesCount).toBe(1);
  });
});
