/**
 * Helpers for the PostgreSQL test databases. Every database they create or drop is a test one,
 * named after TEST_DATABASE_URL's database, so runs against different test databases (several
 * checkouts on one machine) never touch each other's template or clones.
 */
export function assertTestDatabaseUrl(url: string): void {
  const name = new URL(url).pathname.slice(1);
  if (!/test/i.test(name)) {
    throw new Error(
      `Refusing to use TEST_DATABASE_URL database "${name}": its name must contain "test", ` +
        'because the tests create and drop databases through it.',
    );
  }
}

/** The migrated template that every test file's database is cloned from. */
export function templateDatabase(url: string): string {
  return `${new URL(url).pathname.slice(1)}_template`;
}

/** The prefix of the per-file clones (a random suffix follows). */
export function cloneDatabasePrefix(url: string): string {
  return `${new URL(url).pathname.slice(1)}_`;
}

export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
