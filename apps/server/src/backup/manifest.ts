import { z } from 'zod';

/**
 * What a backup archive holds (docs/decisions/0050-backups.md). The archive is a plain tar.gz:
 *
 *   pawprize-backup.json   first: format, app version, database kind (restore checks it at once)
 *   db/…                   the embedded database's folder (PGlite), or
 *   database.pgdump        a pg_dump custom-format dump (PostgreSQL)
 *   uploads/<key>          every stored upload
 *   manifest.json          last: counts, migration level and the size and SHA-256 of every file
 */

export const HEADER_ENTRY = 'pawprize-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const PG_DUMP_ENTRY = 'database.pgdump';
export const DB_PREFIX = 'db/';
export const UPLOADS_PREFIX = 'uploads/';

export const ARCHIVE_FORMAT = 'pawprize-backup';
/** Raised when an archive written by this version cannot be read by an older one. */
export const FORMAT_VERSION = 1;

/**
 * `pawprize-YYYYMMDD-HHMMSS.tar.gz` (UTC), `-2`, `-3`… if a name is taken in the same second;
 * `pawprize-scheduled-…` for the ones scheduled backups make, the only ones their rotation
 * deletes (docs/decisions/0118-backup-rotation.md).
 */
export const ARCHIVE_NAME =
  /^pawprize-(?<scheduled>scheduled-)?(?<day>\d{8})-(?<time>\d{6})(?:-(?<attempt>\d+))?\.tar\.gz$/;

export const HeaderSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  appVersion: z.string().max(100),
  database: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof HeaderSchema>;

export const CountsSchema = z.object({
  pets: z.number().int().nonnegative(),
  votes: z.number().int().nonnegative(),
  accounts: z.number().int().nonnegative(),
});
export type Counts = z.infer<typeof CountsSchema>;

export const MigrationLevelSchema = z.object({
  /** Migrations applied. */
  applied: z.number().int().nonnegative(),
  /** The last one's name (e.g. 0005_auth_change_notify) when this app knows it. */
  last: z.string().max(200).nullable(),
  /** The last one's timestamp as Drizzle records it (its journal's `when`). */
  lastCreatedAt: z.number().int().nullable(),
});
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;

export const FileEntrySchema = z.object({
  path: z.string().min(1).max(4096),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileEntry = z.infer<typeof FileEntrySchema>;

export const ManifestSchema = HeaderSchema.extend({
  migration: MigrationLevelSchema,
  /** PostgreSQL's version inside the archive (PGlite's, or the dumped server's). */
  postgresVersion: z.string().max(200),
  counts: CountsSchema.extend({
    /** Stored uploads in the archive. */
    files: z.number().int().nonnegative(),
  }),
  uploadBytes: z.number().int().nonnegative(),
  /** Folders, empty ones included (PostgreSQL needs its empty folders). */
  directories: z.array(z.string().min(1).max(4096)).max(1_000_000),
  files: z.array(FileEntrySchema).max(50_000_000),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/**
 * The archive's file name for a time: `pawprize-20261124-153000.tar.gz` (UTC), or
 * `pawprize-scheduled-20261124-153000.tar.gz` for a scheduled backup.
 */
export function archiveName(at: Date, attempt = 1, scheduled = false): string {
  const iso = at.toISOString(); // 2026-11-24T15:30:00.000Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
  const kind = scheduled ? 'scheduled-' : '';
  return `pawprize-${kind}${stamp}${attempt > 1 ? `-${attempt}` : ''}.tar.gz`;
}

/** The time in an archive's name, or null for names that are not archives. */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [d, t] = [match.groups!.day!, match.groups!.time!];
  const at = new Date(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}Z`,
  );
  return Number.isNaN(at.getTime()) ? null : at;
}
