// `npm run docs:settings`: writes the README's settings table from the env schema
// (apps/server/src/config.ts, docs/decisions/0126-one-source-per-setting.md). `--check` only
// says whether the README is up to date (exit 1 when not).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withSettingsTable } from '../src/config/settings-table.ts';

const readmePath = path.resolve(import.meta.dirname, '../../../README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = withSettingsTable(readme);
if (updated === readme) {
  console.log('README.md: the settings table is up to date.');
} else if (process.argv.includes('--check')) {
  console.error(
    'README.md: the settings table differs from the env schema; run npm run docs:settings.',
  );
  process.exitCode = 1;
} else {
  writeFileSync(readmePath, updated);
  console.log('README.md: settings table written.');
}
