import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_NAME, archiveTime } from './manifest.ts';

/** What the server knows about backups, for /api/health and the admin console. */
export interface BackupStatusReport {
  /** Scheduled backups (BACKUP_EVERY); `every` null when off. */
  schedule: { every: string | null; keep: number; dir: string; nextAt: string | null };
  /** A backup is being taken (scheduled, or `npm run backup` through this server). */
  running: boolean;
  runningSince: string | null;
  lastSuccess: {
    at: string;
    archive: string;
    bytes: number;
    counts: Record<string, number> | null;
  } | null;
  lastFailure: { at: string; error: string } | null;
}

/** The public part, in /api/health: no paths, no error texts. */
export interface BackupHealth {
  /** False when the latest attempt failed. */
  ok: boolean;
  scheduled: boolean;
  running: boolean;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  nextAt: string | null;
}

export class BackupStatus {
  #running = new Map<number, Date>();
  #nextId = 1;
  /** When a backup this server started in a child process was asked for, until it ends. */
  #starting: Date | null = null;
  lastSuccess: BackupStatusReport['lastSuccess'] = null;
  lastFailure: BackupStatusReport['lastFailure'] = null;
  nextAt: Date | null = null;

  constructor(
    private readonly schedule: { every: string | null; keep: number; dir: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Marks a backup as started; the returned id ends it. */
  begin(): number {
    const id = this.#nextId++;
    this.#running.set(id, this.now());
    return id;
  }

  succeeded(id: number, archive: string, bytes: number, counts: Record<string, number> | null) {
    this.#running.delete(id);
    this.lastSuccess = { at: this.now().toISOString(), archive, bytes, counts };
  }

  failed(id: number | null, error: string) {
    if (id !== null) this.#running.delete(id);
    this.lastFailure = { at: this.now().toISOString(), error };
  }

  /**
   * A backup was asked for and its child process is starting: reported as running from that
   * moment (the child's session only begins once it has reached this server's socket), so the
   * console watches it from the press of the button to its end.
   */
  starting(on: boolean) {
    this.#starting = on ? this.now() : null;
  }

  get running(): boolean {
    return this.#running.size > 0 || this.#starting !== null;
  }

  report(): BackupStatusReport {
    const since = [...this.#running.values(), ...(this.#starting ? [this.#starting] : [])].sort(
      (a, b) => a.getTime() - b.getTime(),
    )[0];
    return {
      schedule: { ...this.schedule, nextAt: this.nextAt?.toISOString() ?? null },
      running: this.running,
      runningSince: since?.toISOString() ?? null,
      lastSuccess: this.lastSuccess,
      lastFailure: this.lastFailure,
    };
  }

  health(): BackupHealth {
    const failedLast =
      this.lastFailure !== null &&
      (this.lastSuccess === null || this.lastFailure.at >= this.lastSuccess.at);
    return {
      ok: !failedLast,
      scheduled: this.schedule.every !== null,
      running: this.running,
      lastSuccessAt: this.lastSuccess?.at ?? null,
      lastFailureAt: this.lastFailure?.at ?? null,
      nextAt: this.nextAt?.toISOString() ?? null,
    };
  }

  /** At start-up: the newest archive already in the backup folder is the last success. */
  async loadLast(): Promise<void> {
    const [newest] = await archivesIn(this.schedule.dir);
    if (!newest || this.lastSuccess) return;
    const info = await stat(path.join(this.schedule.dir, newest.name)).catch(() => null);
    if (!info) return;
    this.lastSuccess = {
      at: newest.at.toISOString(),
      archive: newest.name,
      bytes: info.size,
      counts: null,
    };
  }
}

/** Complete archives in `dir`, newest first (by the time in their names). */
export async function archivesIn(
  dir: string,
): Promise<{ name: string; at: Date; scheduled: boolean }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const match = ARCHIVE_NAME.exec(name);
      const at = archiveTime(name);
      if (!match || !at) return null;
      const { attempt, scheduled } = match.groups!;
      return { name, at, attempt: Number(attempt ?? 1), scheduled: scheduled !== undefined };
    })
    .filter((a) => a !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.attempt - a.attempt)
    .map(({ name, at, scheduled }) => ({ name, at, scheduled }));
}

/**
 * Deletes all but the `keep` newest archives that scheduled backups made in `dir`; returns the
 * names deleted. Archives made by hand (`npm run backup`, the console's "Back up now") or by
 * anything else are never touched (docs/decisions/0118-backup-rotation.md).
 */
export async function rotate(dir: string, keep: number): Promise<string[]> {
  const old = (await archivesIn(dir)).filter((a) => a.scheduled).slice(keep);
  for (const { name } of old) await rm(path.join(dir, name), { force: true });
  return old.map((a) => a.name);
}

/** 86_400_000 → "24h", 172_800_000 → "2d", 5_400_000 → "90m". */
export function formatInterval(ms: number): string {
  if (ms % 86_400_000 === 0 && ms > 86_400_000) return `${ms / 86_400_000}d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  return `${Math.round(ms / 60_000)}m`;
}
