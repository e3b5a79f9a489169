/** Helpers for the PostgreSQL test databases. Every database they create or drop is a test one. */
export const TEMPLATE_DB = 'pawprize_test_template';
export const TEST_DB_PREFIX = 'pawprize_test_';

export function assertTestDatabaseUrl(url: string): void {
  const name = new URL(url).pathname.slice(1);
  if (!/test/i.test(name)) {
    throw new Error(
      `Refusing to use TEST_DATABASE_URL database "${name}": its name must contain "test", ` +
        'because the tests create and drop databases through it.',
    );
  }
}

export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
