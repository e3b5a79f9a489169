import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { repoRoot, serverEntry, startServer } from '../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real, built server once for the browser tests, on a free port and a temp DATA_DIR. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry) || !existsSync(`${repoRoot}/apps/web/dist/index.html`)) {
    throw new Error('The browser tests need the built app: run `npm run build` first.');
  }
  // A busy machine (CI's 2 cores, or other work beside the tests) can take over 30 s to start it.
  // With the screening models on, as a host runs it (the files' own servers turn them off).
  const server = await startServer({
    env: { LOG_LEVEL: 'info', SCREENING: 'on' },
    timeoutMs: 120_000,
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    const code = await server.stop();
    if (code !== 0) console.error(`server exited with ${code}:\n${server.output()}`);
  };
}
