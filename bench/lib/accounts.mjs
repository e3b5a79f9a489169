// Accounts, vote requests and process figures shared by the benchmarks.
import { readFileSync } from 'node:fs';

let ip = 0;
/**
 * A new client address, in a new /24 network, per call (servers run with TRUST_PROXY: sign-ups
 * are limited per address and per network, docs/product/limits.md).
 */
export const nextIp = () => `10.${(ip >> 8) & 255}.${ip & 255}.${1 + ((ip++ >> 16) & 127)}`;

/**
 * Signs up `count` accounts through the API (`bench_<name>_<n>`), `parallel` at a time; their
 * session cookies and user ids, in order.
 * @returns {Promise<{ cookie: string, userId: string }[]>}
 */
export async function signUpUsers(server, count, { name = 'voter', parallel = 4 } = {}) {
  const users = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({
          fullName: `Bench ${name} ${n}`,
          username: `bench_${name}_${n}`,
          email: `bench.${name}.${n}@example.test`,
          password: 'a long bench password',
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      users[n] = { cookie, userId: (await res.json()).user.id };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return users;
}

/** CPU time (user + system, ms) a process has used so far; null off Linux. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Request i votes as user i % USERS for pet (k + user * spacing) % PETS with k = floor(i / USERS):
 * every pair is new (across every load that shares the list: one counter), and requests in flight
 * at once hit different pets (no hot row). `origin`: an address the server trusts.
 */
export function voteRequests(origin, users, pets) {
  let i = 0;
  const spacing = Math.floor(pets.length / users.length);
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = i++;
        const user = n % users.length;
        const k = Math.floor(n / users.length);
        if (k >= pets.length)
          throw new Error('ran out of (user, pet) pairs: raise BENCH_VOTE_PETS');
        const pet = pets[(k + user * spacing) % pets.length];
        return {
          ...req,
          path: `/api/pets/${pet}/vote`,
          headers: { cookie: users[user].cookie, origin, 'x-time-zone': 'UTC' },
        };
      },
    },
  ];
}

/** A query that adds `count` pets of `owner` with one stored 800 px photo address each. */
export function seedPets(owner, count) {
  return {
    text: `insert into pet_photos (user_id, pet_name, image_url, width, height, variants, placeholder)
      select $1, 'Bench pet ' || n, '/uploads/bench/' || n || '.webp', 800, 600,
        jsonb_build_array(jsonb_build_object('width', 800, 'url', '/uploads/bench/' || n || '.webp')),
        '#a0b1c2'
      from generate_series(1, $2::int) as n`,
    values: [owner, count],
  };
}
