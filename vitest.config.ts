import os from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

/**
 * `npm test` runs some server files on a second Node version (scripts/test.mjs,
 * docs/decisions/0075-node-versions-and-ci.md): TEST_SERVER_FILES / TEST_SERVER_PG_FILES (paths
 * relative to apps/server, comma-separated) narrow the `server` / `server-pg` project to those files.
 */
function only(variable: string): string[] | undefined {
  const files = (process.env[variable] ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return files.length > 0 ? files : undefined;
}

const serverProject = (
  name: string,
  db: 'pglite' | 'pg',
  files?: string[],
): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: files ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB: db, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process runs many files, importing Fastify, better-auth, sharp… once
    // (docs/decisions/0077-test-suite-time.md): every file builds and closes its own app and database.
    isolate: false,
  },
});

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'shared',
      root: './packages/shared',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  serverProject('server', 'pglite', only('TEST_SERVER_FILES')),
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // jsdom renders of whole pages run beside the server tests: on two busy cores a few took
      // over the default 5 s.
      testTimeout: 15_000,
    },
  },
  {
    test: {
      name: 'e2e',
      root: './e2e',
      include: ['**/*.test.ts'],
      environment: 'node',
      globalSetup: ['./global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A poll waits for what the page does after a load or a press (the app taking the drawn page
      // over, a toast, a refetch): seconds on a busy two-core machine, where the 1 s default lost
      // races. It returns as soon as the condition holds, so a quiet run is not slower.
      expect: { poll: { timeout: 10_000 } },
      // The servers a browser test file starts run without the offline screening models unless
      // the file asks for them: loading them and screening every seeded photo took CPU from the
      // pages under test on CI's two cores (a sign-in waited past its poll). The real models are
      // tested by the server tests (src/screening), and the shared server (global-setup.ts) runs
      // them, so uploads through the browser still meet them.
      env: { SCREENING: 'off' },
      pool: 'forks',
      fileParallelism: false,
    },
  },
];

if (process.env.TEST_DATABASE_URL)
  projects.splice(2, 0, serverProject('server-pg', 'pg', only('TEST_SERVER_PG_FILES')));

/**
 * At least two test files at a time (docs/decisions/0077-test-suite-time.md). vitest's default,
 * one fewer than the cores, is a single worker on CI's two cores — and a server test file spends
 * much of its time waiting for its database (PGlite's worker thread, or PostgreSQL), so one worker
 * leaves a core idle. The browser tests stay one file at a time (fileParallelism: false).
 */
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers } });
