import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/house.mjs (docs/decisions/0125-layers-and-house-checks.md) over small trees laid out
 * like the repository: each rule it enforces fails on a deliberate breach and passes without it;
 * the reported figures count what they say and fail only when asked to.
 */

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../scripts/house.mjs');
const trees: string[] = [];

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'house-'));
  trees.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

async function house(dir: string, ...flags: string[]) {
  try {
    const { stdout } = await run(process.execPath, [script, `--root=${dir}`, ...flags]);
    return { code: 0, stdout };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout: `${stdout}${stderr}` };
  }
}

/** A reference to the issue tracker, written so this file does not hold one itself. */
const tracker = ['Issue', '13'].join(' ');

async function figures(dir: string) {
  return JSON.parse((await house(dir, '--json')).stdout) as Record<string, number>;
}

/** A clean tree: every layer present, imports only downward. */
const clean: Record<string, string> = {
  'packages/shared/src/index.ts': 'export const LIMIT = 3;\n',
  'apps/web/src/lib/utils.ts':
    "import { LIMIT } from '@pawprize/shared';\nexport const cap = LIMIT;\n",
  'apps/web/src/components/card.tsx':
    "import { cap } from '@/lib/utils';\nexport const Card = cap;\n",
  'apps/web/src/features/auth/index.ts':
    "import { Card } from '@/components/card';\nexport const useAuth = () => Card;\n",
  'apps/web/src/pages/login.tsx':
    "import { useAuth } from '@/features/auth';\nexport default useAuth;\n",
  'apps/web/src/app/routes.tsx':
    "import Login from '@/pages/login';\nexport const routes = [Login];\n",
  // A test may start the whole app.
  'apps/web/src/features/auth/auth.test.tsx':
    "import { routes } from '@/app/routes';\nvoid routes;\n",
  'apps/server/src/config.ts': 'export const config = {};\n',
  'apps/server/src/db/client.ts':
    "import { config } from '../config.ts';\nexport const db = config;\n",
  'apps/server/src/features/pets/pets.service.ts':
    "import { db } from '../../db/client.ts';\nexport const list = () => db;\n",
  'apps/server/src/app.ts':
    "import { list } from './features/pets/pets.service.ts';\nexport const app = list;\n",
  'e2e/photos.ts':
    "import path from 'node:path';\nexport const dir = path.resolve(import.meta.dirname, '../fixtures/photos');\n",
};

// Each case starts the script a few times (TypeScript's parser loads each time).
describe('scripts/house.mjs', { timeout: 300_000 }, () => {
  it('passes a tree whose imports all go down and which reads only itself', async () => {
    const result = await house(tree(clean));
    expect(result.stdout).toContain('0  upward imports between layers');
    expect(result.code).toBe(0);
  });

  it('fails an upward import in the web and on the server, naming both ends', async () => {
    const dir = tree({
      ...clean,
      'apps/web/src/components/card.tsx':
        "import { useAuth } from '@/features/auth';\nexport const Card = useAuth;\n",
      'apps/web/src/features/auth/index.ts': 'export const useAuth = () => null;\n',
      'apps/server/src/config.ts':
        "import type { db } from './db/client.ts';\nexport const config = {} as typeof db;\n",
    });
    const result = await house(dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2  upward imports between layers');
    const lines = result.stdout.split('\n');
    const web = lines.find((l) => l.includes('apps/web/src/components/card.tsx:1 (shared kit'));
    expect(web).toContain('→ apps/web/src/features/auth/index.ts (features)');
    const server = lines.find((l) => l.includes('apps/server/src/config.ts:1 (base'));
    expect(server).toContain('→ apps/server/src/db/client.ts (infrastructure');
    expect(server).toContain('[type]');
  });

  it('fails a runtime import cycle, not a type-only or lazy one', async () => {
    const pets = 'apps/server/src/features/pets';
    const cyclic = tree({
      ...clean,
      [`${pets}/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b;\n",
      [`${pets}/b.ts`]: "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    const result = await house(cyclic);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${pets}/a.ts ⇄ ${pets}/b.ts`);

    const typeOnly = tree({
      ...clean,
      [`${pets}/a.ts`]: "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      [`${pets}/b.ts`]:
        "import { type A } from './a.ts';\nexport type B = { a?: A };\nexport const lazy = () => import('./c.ts');\n",
      [`${pets}/c.ts`]: "import { lazy } from './b.ts';\nexport const c = lazy;\n",
    });
    expect((await figures(typeOnly)).runtimeCycles).toBe(0);
  });

  it('fails a read from outside the repository: a climbing path, an absolute workspace path', async () => {
    const dir = tree({
      ...clean,
      'e2e/photos.ts':
        "import path from 'node:path';\nexport const dir = path.resolve(import.meta.dirname, '../../shared/fixtures/photos');\n",
      'bench/seed.mjs':
        "import path from 'node:path';\nconst repoRoot = path.resolve(import.meta.dirname, '..');\nexport const a = path.join(repoRoot, '../shared/photos');\nexport const b = '/work/shared/fixtures/photos/cat.jpg';\n",
    });
    const result = await house(dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('3  reads from outside the repository');
    expect(result.stdout).toContain('e2e/photos.ts:2');
    expect(result.stdout).toContain('bench/seed.mjs:3');
    expect(result.stdout).toContain(
      "bench/seed.mjs:4 absolute path outside the repository: '/work/",
    );
  });

  it('fails a path cited in a comment or a living doc that does not exist, and a reference to an issue', async () => {
    const dir = tree({
      ...clean,
      'apps/server/src/db/client.ts':
        "import { config } from '../config.ts';\n// Tables in db/schema/pets.ts (see also features/pets/pets.service.ts).\nexport const db = config;\n",
      'docs/guide.md': 'Start at `apps/server/src/config.ts`, then `apps/server/src/gone.ts`.\n',
      // A decision record describes the code as it was: its paths are not checked.
      'docs/decisions/0001-old.md': '# 1. Old\n\nSee `apps/server/src/moved-away.ts`.\n',
      'e2e/photos.ts': `import path from 'node:path';\n/** ${tracker} #2, in a comment. */\nexport const dir = path.resolve(import.meta.dirname, '../fixtures/photos');\n`,
    });
    const result = await house(dir, '--list');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2  paths cited in comments and docs that do not exist');
    expect(result.stdout).toContain('apps/server/src/db/client.ts:2 db/schema/pets.ts');
    expect(result.stdout).toContain('docs/guide.md:1 apps/server/src/gone.ts');
    expect(result.stdout).not.toContain('moved-away');
    expect(result.stdout).toContain(`e2e/photos.ts:2 ${tracker}`);
  });

  it('fails a decisions index that does not list every record', async () => {
    const dir = tree({
      ...clean,
      'docs/decisions/README.md':
        '# Decisions\n\n<!-- decisions-index: generated by `npm run docs:decisions` -->\n<!-- /decisions-index -->\n',
      'docs/decisions/0001-first.md': '# 1. The first\n\nDate: 2026-01-01 · Status: accepted\n',
    });
    const result = await house(dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('docs/decisions/README.md: run npm run docs:decisions');
  });

  it('fails a cache dropped outside the module that owns it (ADR 0130), not inside it', async () => {
    const dir = tree({
      ...clean,
      // The owner: subscribes to the domain events and drops its cache.
      'apps/server/src/features/pets/pets.routes.ts':
        "export function petRoutes(app: any) {\n  app.events.on('pet-counts-changed', () => app.petReads.invalidate());\n}\n",
      // A writer that reaches into another feature's cache instead of emitting.
      'apps/server/src/features/votes/votes.service.ts':
        'export function castVote(app: any) {\n  app.petReads.invalidate();\n}\n',
      // Tests may drop caches.
      'apps/server/src/features/votes/votes.test.ts':
        'export function reset(app: any) {\n  app.petReads.invalidate();\n}\n',
    });
    const result = await house(dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'apps/server/src/features/votes/votes.service.ts:2 app.petReads.invalidate(…)',
    );
    expect(result.stdout).toMatch(/✖ +1 {2}caches dropped outside their owner/);
  });

  it('reports long functions and services taking the Fastify instance, enforcing them on request', async () => {
    const body = (n: number) =>
      Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const table = Array.from({ length: 130 }, (_, i) => `    k${i}: ${i},`).join('\n');
    const dir = tree({
      ...clean,
      'apps/web/src/lib/long.ts': `export function long() {\n${body(125)}\n  return v0;\n}\n`,
      // A data table: only an object literal, returned.
      'apps/web/src/lib/table.ts': `export function table() {\n  return {\n${table}\n  };\n}\n`,
      'apps/server/src/features/pets/pets.service.ts':
        "import type { FastifyInstance } from 'fastify';\nexport async function list(app: FastifyInstance) {\n  return app;\n}\n",
      'apps/server/src/features/pets/pets.routes.ts':
        "import type { FastifyInstance } from 'fastify';\nexport async function petRoutes(app: FastifyInstance) {\n  return app;\n}\n",
    });
    const counted = await figures(dir);
    expect(counted.longFunctions).toBe(1);
    expect(counted.fastifyServiceSignatures).toBe(1);
    expect(counted.fastifySignaturesAll).toBe(2);
    const reported = await house(dir, '--list');
    expect(reported.code).toBe(0);
    expect(reported.stdout).toContain('apps/web/src/lib/long.ts:1 long (128 lines)');
    expect(reported.stdout).toContain('apps/server/src/features/pets/pets.service.ts:2 list');
    expect((await house(dir, '--enforce=functions')).code).toBe(1);
    expect((await house(dir, '--enforce-all')).code).toBe(1);
  });

  it("reports SQL outside a feature's queries files (ADR 0132), enforcing it on request", async () => {
    const statement = "import { sql } from 'drizzle-orm';\n";
    const dir = tree({
      ...clean,
      // A service with a raw statement and a Drizzle one: one file, two statements.
      'apps/server/src/features/pets/pets.service.ts': `${statement}export const a = (db: any) => db.execute(sql\`select 1\`);\n`,
      // Its queries file, a queries folder and a Map's delete are fine.
      'apps/server/src/features/pets/pets.queries.ts': `${statement}export const b = (tx: any) => tx.select().from(sql\`t\`);\n`,
      'apps/server/src/features/votes/queries/day.ts': `${statement}export const c = sql\`select 2\`;\n`,
      'apps/server/src/features/votes/skips.ts':
        'const seen = new Map<string, number>();\nexport const d = (k: string) => seen.delete(k);\n',
    });
    expect((await figures(dir)).sqlOutsideQueries).toBe(1);
    const reported = await house(dir, '--list');
    expect(reported.code).toBe(0);
    expect(reported.stdout).toContain(
      'apps/server/src/features/pets/pets.service.ts:2 (2 statements)',
    );
    expect((await house(dir, '--enforce=sql')).code).toBe(1);
    expect((await house(dir, '--enforce=functions')).code).toBe(0);
  });
});
