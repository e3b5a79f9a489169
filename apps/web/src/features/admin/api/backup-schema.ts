import { z } from 'zod';

/**
 * `GET/POST /api/admin/backups` (docs/decisions/0050-backups.md). The shape is the server's
 * BackupStatusReport; no shared schema exists for it, so the console keeps its own check.
 */
export const BackupStatusSchema = z.object({
  schedule: z.object({
    every: z.string().nullable(),
    keep: z.number(),
    dir: z.string(),
    nextAt: z.string().nullable(),
  }),
  running: z.boolean(),
  runningSince: z.string().nullable(),
  lastSuccess: z
    .object({
      at: z.string(),
      archive: z.string(),
      bytes: z.number(),
      counts: z.record(z.string(), z.number()).nullable(),
    })
    .nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
