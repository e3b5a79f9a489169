import type { Config } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import { usePrivateUmask } from '../../private-folders.ts';

/**
 * The configuration from the environment, or a clear message and exit code 1. Also sets the
 * private umask: archives, staging copies and restored files are the user's alone (ADR 0115).
 */
export function loadCliConfig(load: () => Config): Config {
  usePrivateUmask();
  try {
    return load();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** Prints why a command failed (its message is written for people) and exits with 1. */
export function fail(err: unknown, what: string): never {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`\n${what}: ${message}\n`);
  process.exit(1);
}

/** 1000000 → "1,000,000". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
