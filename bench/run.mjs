// `npm run bench [name ...]`: runs the benchmarks under bench/ (all by default) against the built
// server. Names: the file names without `.bench.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { repoRoot } from '../scripts/lib/server-process.mjs';

// The server is rebuilt every time (a second or two), so a bench never measures stale code; the
// web app only when it is missing.
if (!existsSync(`${repoRoot}/apps/web/dist/index.html`)) {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
} else {
  execFileSync('npm', ['run', 'build', '-w', '@pawprize/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

const all = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace('.bench.mjs', ''))
  .sort();
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : all;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`Unknown benchmark "${name}". Available: ${all.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n=== ${name} ===`);
  const mod = await import(new URL(`./${name}.bench.mjs`, import.meta.url));
  await mod.run();
}
