import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that hold the feature boundaries (docs/decisions/0031-feature-boundaries.md) and
 * the layers' direction (docs/decisions/0125-layers-and-house-checks.md): deliberate violations
 * written into the tree for the length of this test must fail lint, and the same imports through
 * the public entry, or downward, or from a test file, must pass.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const probe = `lint-probe-${process.pid}`;
const serverProbe = path.join(repo, 'apps/server/src/features', probe);
const webProbe = path.join(repo, 'apps/web/src/features', probe);
/** Single probe files in the layers below the features. */
const kitProbe = path.join(repo, 'apps/web/src/components', `${probe}.ts`);
const infraProbe = path.join(repo, 'apps/server/src/http', `${probe}.ts`);
/** A new module at the top of the server's src/ is in the base layer. */
const baseProbe = path.join(repo, 'apps/server/src', `${probe}.ts`);
const sharedProbe = path.join(repo, 'packages/shared/src', `${probe}.ts`);

const files: Record<string, string> = {
  // Server: another feature's internals, and the same through its index.ts.
  [`${serverProbe}/internal.ts`]:
    "import { nextStreak } from '../votes/votes.rules.ts';\nexport const probe = nextStreak;\n",
  [`${serverProbe}/public.ts`]:
    "import { recordCountedVote } from '../votes/index.ts';\nexport const probe = recordCountedVote;\n",
  // Server: a cycle of two modules.
  [`${serverProbe}/cycle-a.ts`]:
    "import { b } from './cycle-b.ts';\nexport const a = (): unknown => b;\n",
  [`${serverProbe}/cycle-b.ts`]:
    "import { a } from './cycle-a.ts';\nexport const b = (): unknown => a;\n",
  // Web: another feature's component file, and the same through its public entry.
  [`${webProbe}/internal.ts`]:
    "import { votesLabel } from '@/features/pets/pet-rules';\nexport const probe = votesLabel;\n",
  [`${webProbe}/public.ts`]:
    "import { votesLabel } from '@/features/pets/photo-kit';\nexport const probe = votesLabel;\n",
  // Direction, web: the shared kit importing a feature, a feature importing a page; a test
  // importing the app is fine, and so is a page importing a feature.
  [kitProbe]: "import { useAuth } from '@/features/auth';\nexport const probe = useAuth;\n",
  [`${webProbe}/upward.ts`]:
    "import NotFoundPage from '@/pages/not-found';\nexport const probe = NotFoundPage;\n",
  [`${webProbe}/probe.test.ts`]:
    "import { routes } from '@/app/routes';\nexport const probe = routes;\n",
  [`${webProbe}/downward.ts`]: "import { cn } from '@/lib/utils';\nexport const probe = cn;\n",
  // Direction, server: base importing infrastructure, infrastructure importing a feature, a
  // feature importing the app.
  [baseProbe]:
    "import { readCookie } from './http/cookies.ts';\nexport const probe = readCookie;\n",
  [infraProbe]:
    "import { requireUser } from '../features/auth/index.ts';\nexport const probe = requireUser;\n",
  [`${serverProbe}/upward.ts`]:
    "import { buildApp } from '../../app.ts';\nexport const probe = buildApp;\n",
  // The shared package imports neither app.
  [sharedProbe]:
    "import { cn } from '../../../apps/web/src/lib/utils.ts';\nexport const probe = cn;\n",
};

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  mkdirSync(serverProbe, { recursive: true });
  mkdirSync(webProbe, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  // The config builds one zone per feature folder when it loads: load it after the probes exist.
  const eslint = new ESLint({ cwd: repo });
  const linted = await eslint.lintFiles(Object.keys(files));
  results = new Map(linted.map((result) => [result.filePath, result]));
}, 300_000);

afterAll(() => {
  rmSync(serverProbe, { recursive: true, force: true });
  rmSync(webProbe, { recursive: true, force: true });
  for (const file of [kitProbe, baseProbe, infraProbe, sharedProbe]) rmSync(file, { force: true });
});

const rulesOf = (file: string) => results.get(file)!.messages.map((m) => m.ruleId ?? m.message);

describe('feature boundaries in lint', () => {
  it("fails a server feature importing another feature's internals", () => {
    expect(rulesOf(`${serverProbe}/internal.ts`)).toEqual(['import-x/no-restricted-paths']);
    expect(results.get(`${serverProbe}/internal.ts`)!.messages[0]!.message).toContain(
      'public entry',
    );
    expect(rulesOf(`${serverProbe}/public.ts`)).toEqual([]);
  });

  it("fails a web feature importing another feature's internals", () => {
    expect(rulesOf(`${webProbe}/internal.ts`)).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf(`${webProbe}/public.ts`)).toEqual([]);
  });

  it('fails an upward import between layers, in the web, on the server and from the shared package', () => {
    for (const file of [
      kitProbe,
      `${webProbe}/upward.ts`,
      baseProbe,
      infraProbe,
      `${serverProbe}/upward.ts`,
      sharedProbe,
    ]) {
      expect(rulesOf(file), file).toEqual(['import-x/no-restricted-paths']);
      expect(results.get(file)!.messages[0]!.message, file).toContain('Upward import');
    }
  });

  it('passes downward imports and tests that import the app', () => {
    expect(rulesOf(`${webProbe}/downward.ts`)).toEqual([]);
    expect(rulesOf(`${webProbe}/probe.test.ts`)).toEqual([]);
  });

  it('fails an import cycle', () => {
    expect(rulesOf(`${serverProbe}/cycle-a.ts`)).toEqual(['import-x/no-cycle']);
    expect(rulesOf(`${serverProbe}/cycle-b.ts`)).toEqual(['import-x/no-cycle']);
  });
});
