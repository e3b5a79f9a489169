import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { pgliteExtensions } from '../src/db/client.ts';
import {
  DRIZZLE_PGLITE_CALLS,
  DRIZZLE_VERIFIED_VERSION,
  drizzleOnPglite,
} from '../src/db/drizzle-pglite.ts';
import { PGLITE_VERIFIED_VERSION, runPrepared } from '../src/db/pglite-prepared.ts';
import { PGliteRemote } from '../src/db/pglite-remote.ts';
import * as schema from '../src/db/schema/index.ts';
import {
  BETTER_AUTH_VERIFIED_VERSION,
  needsRenewal,
  signatureOf,
  unsignToken,
} from '../src/features/auth/better-auth-cookie.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from '../src/features/auth/auth.ts';
import {
  isEmailChangeToken,
  readVerificationToken,
} from '../src/features/auth/better-auth-token.ts';
import { migrationsFolder } from '../src/paths.ts';
import { programArgs, startWorker, TSX_VERIFIED_VERSION } from '../src/source-loader.ts';
import { linkInLastMail, signUp } from './auth-helpers.ts';
import { markVerified } from './users.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';

/**
 * The private surface we use of PGlite, Drizzle, better-auth and tsx, each behind one adapter
 * (docs/decisions/0035-library-adapters.md). These cases fail when a library changes under us:
 * first on any version other than the one the adapter was verified with, then on each private
 * method, format or behaviour the adapter relies on. The upgrade procedure is in ADR 0035.
 */

const require = createRequire(import.meta.url);

/** The installed version of `name` (its package.json, found from its main entry). */
function installedVersion(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json for ${name}`);
    dir = path.dirname(dir);
  }
}

const upgrade = (name: string, adapter: string) =>
  `${name} is not the version ${adapter} was verified with: follow the upgrade procedure of ` +
  'docs/decisions/0035-library-adapters.md';

// The embedded database's adapters are checked on the PGlite run (its template is a PGlite dump).
describe.skipIf(testDriver === 'postgres')('PGlite: db/pglite-prepared.ts', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
  });
  afterAll(() => db?.close());

  it('is the version the adapter was verified with', () => {
    expect(installedVersion('@electric-sql/pglite'), upgrade('PGlite', 'pglite-prepared.ts')).toBe(
      PGLITE_VERIFIED_VERSION,
    );
  });

  it('still has the private methods and protocol helpers the adapter calls', () => {
    const internals = db as unknown as Record<string, unknown>;
    for (const name of ['_runExclusiveTransaction', '_runExclusiveQuery']) {
      expect(typeof internals[name], name).toBe('function');
      expect((internals[name] as () => void).length, `${name} takes the callback`).toBe(1);
    }
    expect(typeof db.execProtocol).toBe('function');
    expect(typeof db.syncToFs).toBe('function');
    expect(typeof db.parsers).toBe('object');
    for (const name of ['parse', 'bind', 'describe', 'execute', 'sync'] as const) {
      expect(typeof protocol.serialize[name], `protocol.serialize.${name}`).toBe('function');
    }
    expect(typeof parse.parseResults).toBe('function');
  });

  it('runs a named statement with parsed rows, and again by name', async () => {
    const text = `select $1::int as n, $2::boolean as b, $3::timestamptz as t, $4::text as s`;
    const at = new Date('2026-03-04T05:06:07.000Z');
    for (const n of [7, 8]) {
      const rows = await runPrepared(db, 'contract_types', text, [n, true, at, null]);
      expect(rows).toEqual([{ n, b: true, t: at, s: null }]);
    }
    await expect(
      runPrepared(db, 'contract_error', 'select 1 / $1::int', [0]),
    ).rejects.toMatchObject({
      code: '22012',
    });
  });

  it('waits for an open transaction and sees what it committed', async () => {
    let release!: () => void;
    let opened!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(`create table contract_wait (n int)`);
      opened();
      await held;
      await tx.query(`insert into contract_wait values (1)`);
    });
    await open;
    const read = runPrepared<{ n: number }>(
      db,
      'contract_wait',
      'select count(*)::int as n from contract_wait',
      [],
    );
    release();
    await transaction;
    expect(await read).toEqual([{ n: 1 }]);
  });
});

describe.skipIf(testDriver === 'postgres')('Drizzle: db/drizzle-pglite.ts', () => {
  let remote: PGliteRemote;
  beforeAll(async () => {
    remote = await PGliteRemote.open({ loadDataDir: readFileSync(inject('pgliteTemplate')) });
  });
  afterAll(() => remote?.close());

  it('is the version the adapter was verified with', () => {
    expect(installedVersion('drizzle-orm'), upgrade('Drizzle', 'drizzle-pglite.ts')).toBe(
      DRIZZLE_VERIFIED_VERSION,
    );
  });

  it('calls only what PGliteRemote implements while it queries, migrates and runs transactions', async () => {
    const used = { client: new Set<string>(), transaction: new Set<string>() };
    const recording = <T extends object>(target: T, into: Set<string>): T =>
      new Proxy(target, {
        get(object, key) {
          const value = Reflect.get(object, key) as unknown;
          if (typeof key !== 'string' || typeof value !== 'function' || key === 'then')
            return value;
          into.add(key);
          if (key === 'transaction') {
            return (fn: (tx: object) => Promise<unknown>) =>
              (value as (f: typeof fn) => Promise<unknown>).call(object, (tx) =>
                fn(recording(tx, used.transaction)),
              );
          }
          return (value as (...args: unknown[]) => unknown).bind(object);
        },
      });
    const db = drizzleOnPglite(recording(remote, used.client), { schema, casing: 'snake_case' });

    await migrate(db, { migrationsFolder });
    expect(await db.select({ id: schema.users.id }).from(schema.users).limit(1)).toEqual([]);
    const prepared = db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users)
      .where(eq(schema.users.email, sql.placeholder('email')))
      .prepare('contract_count');
    expect(await prepared.execute({ email: 'nobody@example.test' })).toEqual([{ n: 0 }]);
    expect((await db.execute(sql`select 2 as two`)).rows).toEqual([{ two: 2 }]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`create table contract_tx (n int)`);
      await tx.select({ id: schema.users.id }).from(schema.users);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into contract_tx values (1)`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.execute(sql`select count(*)::int as n from contract_tx`)).rows).toEqual([
      { n: 0 },
    ]);

    expect([...used.client].sort()).toEqual([...DRIZZLE_PGLITE_CALLS.client].sort());
    expect([...used.transaction].sort()).toEqual([...DRIZZLE_PGLITE_CALLS.transaction].sort());
  });
});

describe('better-auth: features/auth/better-auth-cookie.ts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it('is the version the adapter was verified with', () => {
    expect(installedVersion('better-auth'), upgrade('better-auth', 'better-auth-cookie.ts')).toBe(
      BETTER_AUTH_VERIFIED_VERSION,
    );
  });

  it("signs a value as better-auth's own makeSignature does", async () => {
    for (const [value, secret] of [
      ['Zr0k3nT0ken', 'a-secret-of-thirty-two-characters!'],
      ['x', 'é ünïcode secret'],
    ] as const) {
      expect(signatureOf(value, secret)).toBe(await makeSignature(value, secret));
    }
  });

  it('reads the session token from the cookie of a real sign-in, and refuses a forged one', async () => {
    const { res, user } = await signUp(t.app);
    const { cookieName, secret } = t.app.auth;
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const raw = setCookie
      .find((c) => c.startsWith(`${cookieName}=`))
      ?.split(';')[0]
      ?.slice(cookieName.length + 1);
    expect(raw, `a ${cookieName} cookie`).toBeTruthy();
    const [session] = await t.app.db
      .select({ token: schema.sessions.token })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id));
    const token = session!.token;
    expect(unsignToken(raw!, secret)).toBe(token);
    expect(raw).toBe(encodeURIComponent(`${token}.${await makeSignature(token, secret)}`));
    expect(unsignToken(raw!, `${secret}x`)).toBeNull();
    expect(
      unsignToken(encodeURIComponent(`${token}x.${await makeSignature(token, secret)}`), secret),
    ).toBeNull();
  });

  it('reads the verification tokens of a real sign-up and a real change of address (better-auth-token.ts)', async () => {
    const { secret } = t.app.auth;
    const member = await signUp(t.app);
    const signUpToken = (
      await linkInLastMail(t.app, member.email, '/api/auth/verify-email')
    ).searchParams.get('token')!;
    expect(await readVerificationToken(signUpToken, secret)).toEqual({
      kind: 'sign-up',
      email: member.email,
      userId: member.user.id,
    });
    expect(isEmailChangeToken(signUpToken)).toBe(false);
    expect(await readVerificationToken(signUpToken, `${secret}x`)).toBeNull();

    await markVerified(t.app, member.user.id);
    const newEmail = `Moved.${member.username}@example.test`;
    await t.app.auth.api.changeEmail({
      body: { newEmail },
      headers: new Headers({ cookie: member.cookie }),
    });
    const changeToken = (
      await linkInLastMail(t.app, newEmail.toLowerCase(), '/api/auth/verify-email')
    ).searchParams.get('token')!;
    expect(isEmailChangeToken(changeToken)).toBe(true);
    expect(await readVerificationToken(changeToken, secret)).toEqual({
      kind: 'change-email',
      email: member.email,
      userId: member.user.id,
      newEmail: newEmail.toLowerCase(),
    });
  });

  it('renews a session exactly when better-auth does', async () => {
    const { cookie, user } = await signUp(t.app);
    const edge = Date.now() + (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000;
    for (const [expiresAt, renews] of [
      [new Date(edge + 60_000), false],
      [new Date(edge - 60_000), true],
    ] as const) {
      await t.app.db.execute(
        sql`update sessions set expires_at = ${expiresAt.toISOString()}::timestamptz where user_id = ${user.id}`,
      );
      expect(needsRenewal(expiresAt)).toBe(renews);
      const answer = await t.app.auth.api.getSession({
        headers: new Headers({ cookie }),
        returnHeaders: true,
      });
      expect(answer.response?.user.id).toBe(user.id);
      const renewed = new Date(answer.response!.session.expiresAt).getTime() > expiresAt.getTime();
      expect(renewed, `better-auth renewed a session expiring at ${expiresAt.toISOString()}`).toBe(
        renews,
      );
    }
  });
});

describe('tsx: source-loader.ts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-tsx-'));
    // ES modules, as in the server package.
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(
      path.join(dir, 'double-worker.ts'),
      `import { parentPort, workerData } from 'node:worker_threads';
      const n: number = (workerData as { n: number }).n;
      parentPort!.postMessage(n * 2);`,
    );
    writeFileSync(
      path.join(dir, 'program.ts'),
      `const said: string = 'from source';
      console.log(said);`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const host = () => pathToFileURL(path.join(dir, 'host.ts')).href;

  it('is the version the adapter was verified with', () => {
    expect(installedVersion('tsx'), upgrade('tsx', 'source-loader.ts')).toBe(TSX_VERIFIED_VERSION);
  });

  it('starts a worker thread from TypeScript source', async () => {
    const worker = startWorker(host(), 'double-worker', { n: 21 });
    try {
      const answer = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(answer).toBe(42);
    } finally {
      await worker.terminate();
    }
  });

  it('runs a program from TypeScript source', () => {
    const args = programArgs(host(), './program.js', './program.ts');
    expect(execFileSync(process.execPath, args, { encoding: 'utf8' }).trim()).toBe('from source');
  });
});
