import { spawn } from 'node:child_process';
import type { Config } from '../config.ts';
import { programArgs } from '../source-loader.ts';

/**
 * Runs `npm run backup`'s program as a child process with a lower CPU priority, for scheduled
 * backups and the admin console's "back up now" (docs/decisions/0050-backups.md). The child asks
 * this server for the database copy over the backup socket and does the slow part — reading,
 * hashing and compressing — in its own process, so this one keeps answering requests.
 */

export interface BackupProcessResult {
  ok: boolean;
  /** The archive's path, when ok. */
  archive?: string;
  bytes?: number;
  counts?: Record<string, number>;
  /** Why it failed: the child's message. */
  error?: string;
}

/** The backup program: dist/backup.js beside the bundled server, or the source through tsx. */
function command(): string[] {
  return programArgs(import.meta.url, './backup.js', './cli/backup.ts');
}

export function runBackupProcess(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'backupDir' | 'pgBin'>,
  options: { scheduled?: boolean } = {},
): Promise<BackupProcessResult> {
  const args = [...command(), '--json', ...(options.scheduled ? ['--scheduled'] : [])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        DATA_DIR: config.dataDir,
        BACKUP_DIR: config.backupDir,
        DATABASE_URL: config.databaseUrl ?? '',
        PG_BIN: config.pgBin ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < 1024 * 1024) stdout += chunk;
    });
    // Progress lines: only the tail matters for an error message.
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8192);
    });
    child.on('error', (err) => resolve({ ok: false, error: err.message }));
    child.on('close', (code, signal) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        const result = JSON.parse(last) as BackupProcessResult;
        if (typeof result.ok === 'boolean') return resolve(result);
      } catch {
        // no JSON: it failed before it could say why
      }
      resolve({
        ok: false,
        error: `the backup program stopped (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
      });
    });
  });
}
