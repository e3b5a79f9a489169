import { WINNERS_MONTHS } from '@pawprize/shared';
import {
  IntegrityTotalsSchema,
  PetReceiptSchema,
  RoundReceiptsSchema,
} from '@pawprize/shared/schemas/receipts';
import type { IntegrityTotals, RoundReceipts } from '@pawprize/shared/schemas/receipts';
import { messages } from '@pawprize/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { recordedWinners, monthOf } from '../winners/index.ts';
import {
  findFirstEntryAt,
  findPetReceipt,
  findPublishedRemovals,
  findRoundReceipts,
  findTotals,
} from './receipts.queries.ts';

/** How long a pet's receipt may be reused by browsers and shared caches. */
export const PET_RECEIPT_MAX_AGE_S = 10;
/** How long the rounds' receipts and the site's totals are reused (in the process and by caches). */
export const TOTALS_TTL_MS = 30_000;

/** The `app.caches` topic that drops the cached rounds and totals on every instance (ADR 0072). */
export const RECEIPTS_TOPIC = 'receipts';

/** A value computed at most once per `ttlMs` in this process, shared by concurrent requests. */
function ttlCache<T>(
  app: FastifyInstance,
  ttlMs: number,
  load: () => Promise<T>,
): () => Promise<T> {
  let cached: { expires: number; value: Promise<T> } | undefined;
  app.caches.on(RECEIPTS_TOPIC, () => {
    cached = undefined;
  });
  return () => {
    if (cached && cached.expires > Date.now()) return cached.value;
    const entry = { expires: Date.now() + ttlMs, value: load() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}

/**
 * Public vote receipts (docs/product/integrity.md, docs/decisions/0080-public-receipts.md): a
 * pet's "How votes were counted", each monthly round's receipt and the site's totals. Figures
 * only, never a voter or an IP; public and cacheable.
 */
export async function receiptRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicFor = (seconds: number) =>
    `public, max-age=${seconds}, stale-while-revalidate=${seconds * 3}`;

  app.get(
    '/api/pets/:id/receipt',
    { schema: { params: IdParamsSchema, response: { 200: PetReceiptSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const receipt = id ? await findPetReceipt(app.db, id) : null;
      if (!receipt) throw new AppError('NOT_FOUND', messages.pages.petNotFound);
      void reply.header('cache-control', publicFor(PET_RECEIPT_MAX_AGE_S));
      return receipt;
    },
  );

  const rounds = ttlCache<RoundReceipts>(app, TOTALS_TTL_MS, async () => {
    const now = app.clock.now();
    // The running round and the last WINNERS_MONTHS closed ones, from the first month with
    // entries on: a new site shows no closed months of zeros from before it existed.
    const first = await findFirstEntryAt(app.db);
    const months = Array.from({ length: WINNERS_MONTHS + 1 }, (_, i) => monthOf(now, -i)).filter(
      (m, i) => i === 0 || (first !== null && m.end > first),
    );
    const winners = await recordedWinners(app.db, months.at(-1)!.firstDay, months[0]!.firstDay);
    const published = await findPublishedRemovals(app.db, now);
    return {
      rounds: await findRoundReceipts(
        app.db,
        months.map((m, i) => ({
          key: m.key,
          start: m.start,
          end: m.end,
          closed: i > 0,
          winnerPetId: winners.get(m.firstDay) ?? null,
        })),
        published,
      ),
    };
  });
  app.get(
    '/api/receipts/rounds',
    { schema: { response: { 200: RoundReceiptsSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', publicFor(TOTALS_TTL_MS / 1000));
      return rounds();
    },
  );

  const totals = ttlCache<IntegrityTotals>(app, TOTALS_TTL_MS, async () => {
    const now = app.clock.now();
    return findTotals(app.db, now, await findPublishedRemovals(app.db, now));
  });
  app.get(
    '/api/integrity',
    { schema: { response: { 200: IntegrityTotalsSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', publicFor(TOTALS_TTL_MS / 1000));
      return totals();
    },
  );
}
