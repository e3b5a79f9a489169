import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that hold the feature boundaries (docs/decisions/0031-feature-boundaries.md):
 * deliberate violations written into the tree for the length of this test must fail lint, and
 * the same imports through the public entry must pass.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const probe = `lint-probe-${process.pid}`;
const serverProbe = path.join(repo, 'apps/server/src/features', probe);
const webProbe = path.join(repo, 'apps/web/src/features', probe);

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
}, 120_000);

afterAll(() => {
  rmSync(serverProbe, { recursive: true, force: true });
  rmSync(webProbe, { recursive: true, force: true });
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

  it('fails an import cycle', () => {
    expect(rulesOf(`${serverProbe}/cycle-a.ts`)).toEqual(['import-x/no-cycle']);
    expect(rulesOf(`${serverProbe}/cycle-b.ts`)).toEqual(['import-x/no-cycle']);
  });
});
