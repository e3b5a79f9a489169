// Runs every test case of the given files alone, one at a time, and prints the ones that fail alone
// (a case that needs data or state an earlier case created; docs/decisions/0077-test-suite-time.md).
//
//   node scripts/each-test-alone.mjs [--project server|server-pg|web|shared] <file…>
//
// Default project: server (PGlite). One Vitest instance serves the whole run (its transforms and
// global setup are done once); each case runs as its own run of its file filtered to that one
// test id, so the file's beforeAll/afterAll run around it exactly as they do for `-t "<name>"`.
// It first runs each file whole: a case that fails there is reported as such, not as an
// order problem. Exit code 1 when any case fails alone.
import path from 'node:path';
import { createVitest } from 'vitest/node';

const args = process.argv.slice(2);
let project = 'server';
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--project') project = args[++i];
  else if (args[i] === '--help' || args[i] === '-h') {
    console.log('usage: node scripts/each-test-alone.mjs [--project <name>] <test file…>');
    process.exit(0);
  } else files.push(path.resolve(args[i]));
}
if (files.length === 0) {
  console.error('usage: node scripts/each-test-alone.mjs [--project <name>] <test file…>');
  process.exit(2);
}

/** A silent reporter: the tool prints its own summary. */
const quiet = {};

const vitest = await createVitest('test', {
  watch: false,
  project: [project],
  reporters: [quiet],
});
const testProject = vitest.projects.find((p) => p.name === project);
if (!testProject) {
  console.error(`no project named ${project}`);
  process.exit(2);
}

function casesOf(testModule) {
  return [...testModule.children.allTests()];
}

/** The run's module for `file` (a result can hold modules of earlier runs). */
function modulesOf(result, file) {
  return result.testModules.filter((m) => m.moduleId === file);
}

function passed(result, file, taskIds) {
  const modules = modulesOf(result, file);
  if (modules.some((m) => m.errors().length > 0)) return false;
  const tests = modules.flatMap(casesOf).filter((t) => !taskIds || taskIds.includes(t.id));
  return tests.length > 0 && tests.every((t) => t.result().state !== 'failed');
}

function firstError(result, file, taskId) {
  for (const m of modulesOf(result, file)) {
    const moduleError = m.errors()[0];
    if (moduleError) return moduleError.message;
    for (const t of casesOf(m)) {
      if (t.id !== taskId) continue;
      const error = t.result().errors?.[0];
      if (error) return error.message;
    }
  }
  return '';
}

const failedAlone = [];
let total = 0;
for (const file of files) {
  const rel = path.relative(process.cwd(), file);
  const whole = await vitest.runTestSpecifications([testProject.createSpecification(file)]);
  const module = modulesOf(whole, file)[0];
  if (!module) {
    console.log(`? ${rel}: no tests collected`);
    continue;
  }
  const cases = casesOf(module).filter((t) => t.options.mode === 'run');
  const failingWhole = new Set(
    cases.filter((t) => t.result().state === 'failed').map((t) => t.fullName),
  );
  console.log(
    `${rel}: ${cases.length} cases${failingWhole.size ? `, ${failingWhole.size} fail in the whole file` : ''}`,
  );
  for (const test of cases) {
    total++;
    const started = Date.now();
    const result = await vitest.runTestSpecifications([
      testProject.createSpecification(file, { testIds: [test.id] }),
    ]);
    const ok = passed(result, file, [test.id]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (ok) {
      console.log(`  ✓ ${test.fullName} (${seconds} s)`);
    } else {
      const note = failingWhole.has(test.fullName) ? ' [fails in the whole file too]' : '';
      console.log(`  ✗ ${test.fullName}${note} (${seconds} s)`);
      const message = firstError(result, file, test.id).split('\n')[0];
      if (message) console.log(`      ${message}`);
      failedAlone.push(`${rel} > ${test.fullName}${note}`);
    }
  }
}

await vitest.close();
console.log(`\n${total} cases run alone, ${failedAlone.length} failed alone`);
for (const name of failedAlone) console.log(`  ✗ ${name}`);
process.exit(failedAlone.length > 0 ? 1 : 0);
