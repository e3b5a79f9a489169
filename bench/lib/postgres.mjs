// A throw-away PostgreSQL database for a benchmark run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates `pawprize_bench_<random>` through `adminUrl`; `drop()` removes it (forcing sessions out). */
export async function throwawayDatabase(adminUrl) {
  const name = `pawprize_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
