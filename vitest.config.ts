import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'pg'): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { TEST_DB: db, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
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
  serverProject('server', 'pglite'),
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
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
      pool: 'forks',
      fileParallelism: false,
    },
  },
];

if (process.env.TEST_DATABASE_URL) projects.splice(2, 0, serverProject('server-pg', 'pg'));

export default defineConfig({ test: { projects } });
