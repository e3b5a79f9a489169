// Runs the battle ranking job once, in this process, on a migrated database, and prints the time
// of each phase as JSON (bench/battles.bench.mjs):
//   node --import tsx bench/battle-rankings.ts --data-dir <DATA_DIR>
//   node --import tsx bench/battle-rankings.ts --database-url postgres://…/db
// The server must not be running on that DATA_DIR (PGlite is single-process).
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { rankingSteps } from '../apps/server/src/features/battles/rankings.rules.ts';
import {
  loadOutcomes,
  saveRankings,
} from '../apps/server/src/features/battles/rankings.queries.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    replicates: { type: 'string', default: '100' },
  },
});
if (!values['data-dir'] && !values['database-url']) {
  console.error('usage: battle-rankings.ts --data-dir <dir> | --database-url <url>');
  process.exit(2);
}

const handle = values['database-url']
  ? openPostgres(values['database-url'], 2)
  : await openPglite(values['data-dir']!);
try {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcomes = await loadOutcomes(handle.db);
  const read = performance.now();
  const steps = rankingSteps(outcomes, { replicates: Number(values.replicates) });
  let next = steps.next();
  while (!next.done) next = steps.next();
  const fitted = performance.now();
  await saveRankings(handle.db, next.value, new Date());
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      pets: next.value.length,
      pairs: outcomes.pairs.length / 4,
      ranked: next.value.filter((r) => r.rank !== null).length,
      readMs: Math.round(read - started),
      fitMs: Math.round(fitted - read),
      writeMs: Math.round(done - fitted),
      totalMs: Math.round(done - started),
      cpuMs: Math.round((used.user + used.system) / 1000),
    }),
  );
} finally {
  await handle.close();
}
