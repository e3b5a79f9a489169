// `npm run docs:decisions`: writes the index of docs/decisions/README.md from the records.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDecisionsIndex } from './lib/decisions.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const file = path.join(dir, 'README.md');
const readme = readFileSync(file, 'utf8');
const updated = withDecisionsIndex(readme, dir);
if (updated === readme) console.log('docs/decisions/README.md: the index is up to date.');
else {
  writeFileSync(file, updated);
  console.log('docs/decisions/README.md: index written.');
}
