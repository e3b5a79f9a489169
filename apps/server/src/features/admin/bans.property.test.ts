import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, freshIp, ORIGIN, signIn } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, swipe, vote } from '../../../test/voting.ts';
import { chooseWinner } from '../captions/index.ts';

/**
 * Property (docs/decisions/0062-bans-and-vote-voiding.md): after any sequence of card,
 * swipe, battle and caption votes, bans and unbans by several accounts, every counter equals its
 * rows, each pet's count is the number of its voters who are not banned, and every contest's
 * trophy is the one the captions rule gives.
 */

type Step =
  | { kind: 'card' | 'swipe'; voter: number; pet: number }
  | { kind: 'battle'; voter: number; left: boolean }
  | { kind: 'caption'; voter: number; contest: number; caption: number }
  | { kind: 'ban' | 'unban'; voter: number };

const VOTERS = 3;
const PETS = 4;

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('card' as const, 'swipe' as const),
    voter: fc.nat(VOTERS - 1),
    pet: fc.nat(PETS - 1),
  }),
  fc.record({
    kind: fc.constant('battle' as const),
    voter: fc.nat(VOTERS - 1),
    left: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('caption' as const),
    voter: fc.nat(VOTERS - 1),
    contest: fc.nat(1),
    caption: fc.nat(5),
  }),
  fc.record({ kind: fc.constantFrom('ban' as const, 'unban' as const), voter: fc.nat(VOTERS - 1) }),
);

describe(`voiding a banned account's votes keeps every counter equal to its rows (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  /** Fans who put each contest near its trophy threshold, so bans can make and unmake winners. */
  let fans: Awaited<ReturnType<typeof verifiedUser>>[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'moderator@example.test' });
    admin = await adminAccount(t.app);
    fans = [];
    for (let i = 0; i < 3; i++) fans.push(await verifiedUser(t.app));
  });
  afterAll(() => t?.close());

  it('holds over random votes, bans and unbans', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const owner = await verifiedUser(t.app);
        const pets = await insertPets(t.app, owner.user.id, PETS);
        const contests = [
          await createContest(t.app, owner.cookie),
          await createContest(t.app, owner.cookie),
        ];
        for (const contest of contests) {
          for (const [i, fan] of fans.entries()) {
            const caption = contest.captions[i % 2]!;
            expect(
              (await voteCaption(t.app, fan.cookie, contest.shareId, caption.id)).statusCode,
            ).toBe(200);
          }
        }
        const voters = await Promise.all(Array.from({ length: VOTERS }, () => verifiedUser(t.app)));
        const cookies = voters.map((v) => v.cookie);
        const banned = new Set<number>();
        /** Model: which pets each voter has a card/swipe vote on (counted unless banned). */
        const voted = voters.map(() => new Set<string>());

        for (const s of steps) {
          const cookie = cookies[s.voter]!;
          if (s.kind === 'ban' || s.kind === 'unban') {
            const res = await adminRequest(
              t.app,
              admin.cookie,
              'POST',
              `/api/admin/users/${voters[s.voter]!.user.id}/${s.kind}`,
              { reason: 'property test' },
            );
            const expected = (s.kind === 'ban') === banned.has(s.voter) ? 409 : 200;
            expect(res.statusCode).toBe(expected);
            if (res.statusCode !== 200) continue;
            if (s.kind === 'ban') {
              banned.add(s.voter);
            } else {
              banned.delete(s.voter);
              const again = await signIn(t.app, voters[s.voter]!.email, voters[s.voter]!.password);
              expect(again.statusCode).toBe(200);
              cookies[s.voter] = cookieFrom(again);
            }
            continue;
          }
          if (banned.has(s.voter)) continue; // signed out: nothing to cast
          if (s.kind === 'card' || s.kind === 'swipe') {
            const pet = pets[s.pet]!;
            const res =
              s.kind === 'card'
                ? await vote(t.app, pet, { cookie })
                : await swipe(t.app, pet, 'right', { cookie });
            if (res.statusCode === 200) voted[s.voter]!.add(pet);
          } else if (s.kind === 'battle') {
            const current = await t.app.inject({
              method: 'GET',
              url: '/api/battles/current',
              remoteAddress: freshIp(),
              headers: { cookie },
            });
            const battle = current.json().battle;
            if (!battle) continue;
            await t.app.inject({
              method: 'POST',
              url: `/api/battles/${battle.id}/votes`,
              remoteAddress: freshIp(),
              headers: { origin: ORIGIN, cookie },
              payload: { petId: s.left ? battle.pet1.id : battle.pet2.id },
            });
          } else if (s.kind === 'caption') {
            const contest = contests[s.contest]!;
            const caption = contest.captions[s.caption % contest.captions.length]!;
            await voteCaption(t.app, cookie, contest.shareId, caption.id);
          }
        }

        expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
        const counts = (
          (await t.app.db.execute(sql`
          select id, votes_count as "votesCount" from pet_photos
          where id = any(${`{${pets.join(',')}}`}::uuid[])`)) as unknown as {
            rows: { id: string; votesCount: number }[];
          }
        ).rows;
        for (const { id, votesCount } of counts) {
          const expected = voted.filter((set, i) => set.has(id) && !banned.has(i)).length;
          expect(votesCount).toBe(expected);
        }
        for (const contest of contests) {
          const rows = (
            (await t.app.db.execute(sql`
            select c.id, c.votes, (row_number() over (order by c.created_at, c.id))::int as seq,
              p.winner_caption_id as "winner"
            from captions as c join pet_captions as p on p.id = c.pet_id
            where p.id = ${contest.id} and c.status = 'visible'`)) as unknown as {
              rows: { id: string; votes: number; seq: number; winner: string | null }[];
            }
          ).rows;
          expect(rows[0]?.winner ?? null).toBe(chooseWinner(rows));
        }
      }),
      { numRuns: 8 },
    );
  });
});
