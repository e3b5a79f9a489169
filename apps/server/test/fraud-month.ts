import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertPets } from './voting.ts';

/**
 * A generated month of voting for the fraud detection simulation
 * (docs/decisions/0085-fraud-detection.md): honest accounts and visitors (popular pets get more
 * votes, visitors share some networks, one pet goes viral for an hour), honest battle voters who
 * choose by the pets' true Bradley–Terry strengths, and three kinds of stuffing — a burst of
 * visitor votes from one /24, a ring of fresh accounts, and a battle voter who always picks the
 * weaker pet. Seeded: the same month every time. Rows are inserted in bulk, counters set after.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface VoteRow {
  photo_id: string;
  user_id: string | null;
  visitor_id: string | null;
  source: 'card' | 'swipe';
  local_day: string;
  ip_prefix: string | null;
  created_at: string;
}
interface BattleVoteRow {
  battle_id: string;
  user_id: string | null;
  visitor_id: string | null;
  voted_pet_id: string;
  created_at: string;
}

export interface Month {
  /** Voter ids ('u:…', 'v:…') of each injected kind, and of every honest voter. */
  injected: { burst: Set<string>; ring: Set<string>; outlier: Set<string> };
  honest: Set<string>;
  burstPetId: string;
  ringPetId: string;
  votes: number;
  battleVotes: number;
}

export async function generateMonth(app: FastifyInstance, seed = 18): Promise<Month> {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const end = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR;
  const start = end - 29 * DAY;
  const at = (ms: number) => new Date(Math.min(ms, end)).toISOString();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  const ownerId = randomUUID();
  const users: { id: string; created_at: string }[] = [
    { id: ownerId, created_at: at(start - 30 * DAY) },
  ];
  const visitors: string[] = [];
  const votes: VoteRow[] = [];
  const battleVotes: BattleVoteRow[] = [];
  const honest = new Set<string>();

  await app.db.execute(sql`insert into users (id, name, email, email_verified, created_at)
    values (${ownerId}, 'Owner', ${`owner-${ownerId}@example.test`}, true, ${at(start - 30 * DAY)})`);
  const pets = await insertPets(app, ownerId, 80);
  // Popularity: Zipf-like weights over a shuffled order.
  const weights = pets.map((_, i) => 1 / (i + 1) ** 0.8);
  const total = weights.reduce((a, b) => a + b, 0);
  const popularPet = () => {
    let r = rnd() * total;
    for (let i = 0; i < pets.length; i++) if ((r -= weights[i]!) <= 0) return pets[i]!;
    return pets[pets.length - 1]!;
  };
  const distinctPets = (n: number) => {
    const set = new Set<string>();
    for (let guard = 0; set.size < n && guard < 10 * n; guard++) set.add(popularPet());
    return [...set];
  };

  // Honest accounts: sign-ups spread over the month, votes between sign-up and the month's end.
  const accounts: { id: string; created: number }[] = [];
  for (let i = 0; i < 300; i++) {
    const id = randomUUID();
    const created = start + rnd() * 27 * DAY;
    accounts.push({ id, created });
    users.push({ id, created_at: at(created) });
    honest.add(`u:${id}`);
    const n = 1 + Math.floor(rnd() ** 2 * 40);
    for (const petId of distinctPets(n)) {
      const t = created + rnd() * (end - created);
      votes.push({
        photo_id: petId,
        user_id: id,
        visitor_id: null,
        source: rnd() < 0.5 ? 'card' : 'swipe',
        local_day: day(t),
        ip_prefix: null,
        created_at: at(t),
      });
    }
  }

  // Honest visitors: most on their own network, some behind shared ones (campuses, carriers).
  const shared = Array.from({ length: 10 }, (_, i) => `100.64.${i}.0/24`);
  const visitorVote = (visitorId: string, petId: string, t: number, network: string) =>
    votes.push({
      photo_id: petId,
      user_id: null,
      visitor_id: visitorId,
      source: 'swipe',
      local_day: day(t),
      ip_prefix: network,
      created_at: at(t),
    });
  for (let i = 0; i < 1000; i++) {
    const id = randomUUID();
    visitors.push(id);
    honest.add(`v:${id}`);
    const network =
      rnd() < 0.3
        ? pick(shared)
        : `${1 + Math.floor(rnd() * 220)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.0/24`;
    const first = start + rnd() * 28 * DAY;
    for (const petId of distinctPets(1 + Math.floor(rnd() * 8))) {
      visitorVote(id, petId, first + rnd() * 2 * DAY, network);
    }
  }
  // An honest viral hour: 60 new visitors from all over vote for one pet.
  const viral = start + 8 * DAY + 15 * HOUR;
  for (let i = 0; i < 60; i++) {
    const id = randomUUID();
    visitors.push(id);
    honest.add(`v:${id}`);
    visitorVote(id, pets[40]!, viral + rnd() * HOUR, `${20 + i}.${i}.7.0/24`);
  }

  // Battles: 50 pets with true strengths; honest voters choose by them.
  const battlePets = pets.slice(0, 50);
  const strength = new Map(battlePets.map((id) => [id, Math.exp(1.2 * gaussian(rnd))]));
  const battleIds = new Map<string, string>();
  const battle = (a: string, b: string) => {
    const [p1, p2] = a < b ? [a, b] : [b, a];
    const key = `${p1}|${p2}`;
    let id = battleIds.get(key);
    if (!id) battleIds.set(key, (id = randomUUID()));
    return id;
  };
  const battleVoter = (
    voter: { user_id: string | null; visitor_id: string | null },
    n: number,
    from: number,
    choose: (a: string, b: string) => string,
  ) => {
    const seen = new Set<string>();
    for (let k = 0; k < n; k++) {
      const a = pick(battlePets);
      const b = pick(battlePets);
      if (a === b) continue;
      const id = battle(a, b);
      if (seen.has(id)) continue;
      seen.add(id);
      battleVotes.push({
        battle_id: id,
        ...voter,
        voted_pet_id: choose(a, b),
        created_at: at(from + rnd() * (end - from)),
      });
    }
  };
  const honestChoice = (a: string, b: string) => {
    const sa = strength.get(a)!;
    return rnd() < sa / (sa + strength.get(b)!) ? a : b;
  };
  for (const account of accounts.slice(0, 100)) {
    battleVoter(
      { user_id: account.id, visitor_id: null },
      5 + Math.floor(rnd() * 80),
      account.created,
      honestChoice,
    );
  }
  for (const visitorId of visitors.slice(0, 120)) {
    battleVoter(
      { user_id: null, visitor_id: visitorId },
      5 + Math.floor(rnd() * 60),
      start,
      honestChoice,
    );
  }

  // Stuffing 1: a burst — 40 fresh visitor cookies on one /24, one pet, 25 minutes.
  const burstPetId = pets[20]!;
  const burst = new Set<string>();
  const burstAt = start + 12 * DAY + 14 * HOUR + 5 * 60_000;
  for (let i = 0; i < 40; i++) {
    const id = randomUUID();
    visitors.push(id);
    burst.add(`v:${id}`);
    visitorVote(id, burstPetId, burstAt + rnd() * 25 * 60_000, '203.0.113.0/24');
  }

  // Stuffing 2: a ring — 12 accounts signed up within 10 minutes, voting for one or two pets.
  const ringPetId = pets[30]!;
  const ring = new Set<string>();
  const ringAt = start + 18 * DAY + 3 * HOUR;
  for (let i = 0; i < 12; i++) {
    const id = randomUUID();
    const created = ringAt + i * 50_000;
    users.push({ id, created_at: at(created) });
    ring.add(`u:${id}`);
    const targets = i % 2 === 0 ? [ringPetId, pets[31]!] : [ringPetId];
    for (const petId of targets) {
      const t = created + 10 * 60_000 + rnd() * 3 * HOUR;
      votes.push({
        photo_id: petId,
        user_id: id,
        visitor_id: null,
        source: 'card',
        local_day: day(t),
        ip_prefix: null,
        created_at: at(t),
      });
    }
  }

  // Stuffing 3: a battle voter who always picks the weaker pet.
  const outlierId = randomUUID();
  users.push({ id: outlierId, created_at: at(start + DAY) });
  battleVoter({ user_id: outlierId, visitor_id: null }, 60, start + 5 * DAY, (a, b) =>
    strength.get(a)! < strength.get(b)! ? a : b,
  );

  await app.db.execute(sql`
    insert into users (id, name, email, email_verified, created_at)
    select r.id, 'Voter', 'voter-' || r.id || '@example.test', true, r.created_at
    from json_to_recordset(${JSON.stringify(users.slice(1))}::json) as r(id text, created_at timestamptz)`);
  await app.db.execute(sql`
    insert into visitors (id) select unnest(${`{${visitors.join(',')}}`}::uuid[])`);
  for (let i = 0; i < votes.length; i += 5000) {
    await app.db.execute(sql`
      insert into votes (photo_id, user_id, visitor_id, source, local_day, ip_prefix, created_at)
      select * from json_to_recordset(${JSON.stringify(votes.slice(i, i + 5000))}::json)
        as r(photo_id uuid, user_id text, visitor_id uuid, source text, local_day date,
             ip_prefix text, created_at timestamptz)
      on conflict do nothing`);
  }
  const battleRows = [...battleIds].map(([key, id]) => {
    const [pet1, pet2] = key.split('|');
    return { id, pet1_id: pet1, pet2_id: pet2 };
  });
  await app.db.execute(sql`
    insert into battles (id, pet1_id, pet2_id)
    select * from json_to_recordset(${JSON.stringify(battleRows)}::json)
      as r(id uuid, pet1_id uuid, pet2_id uuid)`);
  await app.db.execute(sql`
    insert into battle_votes (battle_id, user_id, visitor_id, voted_pet_id, created_at)
    select * from json_to_recordset(${JSON.stringify(battleVotes)}::json)
      as r(battle_id uuid, user_id text, visitor_id uuid, voted_pet_id uuid, created_at timestamptz)`);
  // Counters equal to their rows, as the vote functions keep them.
  await app.db.execute(sql`
    update pet_photos as p set votes_count = c.n
    from (select photo_id, count(*)::int as n from votes group by photo_id) as c
    where p.id = c.photo_id`);
  await app.db.execute(sql`
    update battles as b set pet1_votes = c.n1, pet2_votes = c.n2
    from (select v.battle_id, sum((v.voted_pet_id = b.pet1_id)::int)::int as n1,
            sum((v.voted_pet_id = b.pet2_id)::int)::int as n2
          from battle_votes as v join battles as b on b.id = v.battle_id group by v.battle_id) as c
    where b.id = c.battle_id`);
  await app.db.execute(sql`
    update pet_battle_stats as s set battles_count = c.n
    from (select side.pet_id, count(*)::int as n from battle_votes as v
          join battles as b on b.id = v.battle_id,
          lateral (values (b.pet1_id), (b.pet2_id)) as side(pet_id) group by side.pet_id) as c
    where s.pet_id = c.pet_id`);

  return {
    injected: { burst, ring, outlier: new Set([`u:${outlierId}`]) },
    honest,
    burstPetId,
    ringPetId,
    votes: votes.length,
    battleVotes: battleVotes.length,
  };
}

/** A standard normal draw (Box–Muller). */
function gaussian(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}
