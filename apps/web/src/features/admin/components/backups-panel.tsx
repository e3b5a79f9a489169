import {
  CalendarClock,
  CircleAlert,
  CircleCheck,
  DatabaseBackup,
  Download,
  HardDrive,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';
import { NEWEST_BACKUP_URL } from '../api/admin-api';
import type { BackupStatus } from '../api/backup-schema';
import { useBackupNow } from '../hooks/use-admin-mutations';
import { useBackups } from '../hooks/use-admin-queries';
import { Panel } from './panel';
import { SectionHeader } from './section-header';
import { TimeAgo } from './time-ago';
import { exactTime } from '../format';

/** A toast when a backup this page watched running has ended, with its outcome. */
function useBackupEnded(status: BackupStatus | undefined) {
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!status) return;
    if (wasRunning.current && !status.running) {
      const failed =
        status.lastFailure &&
        (!status.lastSuccess ||
          Date.parse(status.lastFailure.at) > Date.parse(status.lastSuccess.at));
      if (failed) toast.error('The backup failed');
      else toast.success('Backup finished');
    }
    wasRunning.current = status.running;
  }, [status]);
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * Backups (docs/decisions/0050-backups.md): the last good one, a failure shown loudly when the
 * latest attempt failed, the schedule, Back up now, and the newest archive to download. The card
 * follows a backup from the button to its end (docs/decisions/0139-backup-download.md).
 */
export function BackupsPanel() {
  const query = useBackups();
  const now = useBackupNow();
  const status = query.data;
  useBackupEnded(status);
  const failedLast =
    status?.lastFailure &&
    (!status.lastSuccess || Date.parse(status.lastFailure.at) > Date.parse(status.lastSuccess.at));

  return (
    <section className="grid gap-5">
      <SectionHeader title="Backups" note="Archives of the database and photos">
        <Button
          type="button"
          onClick={() => now.mutate()}
          disabled={now.isPending || status?.running}
        >
          {now.isPending || status?.running ? <Spinner /> : <DatabaseBackup aria-hidden="true" />}
          {status?.running ? 'Backing up…' : 'Back up now'}
        </Button>
      </SectionHeader>
      {query.isPending ? (
        <Skeleton className="h-56 rounded-3xl" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the backup status."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : status ? (
        <>
          {failedLast && status.lastFailure ? (
            <Alert
              variant="error"
              role="alert"
              className="border-2 border-destructive/60 py-4 text-base"
            >
              <CircleAlert aria-hidden="true" />
              <div className="grid gap-1">
                <AlertTitle className="text-lg">The last backup failed</AlertTitle>
                <p>
                  {exactTime(status.lastFailure.at)}: {status.lastFailure.error}
                </p>
                <p className="text-sm">
                  {status.lastSuccess
                    ? `The newest good archive is from ${exactTime(status.lastSuccess.at)}.`
                    : 'There is no good archive yet.'}{' '}
                  Fix the cause and press Back up now.
                </p>
              </div>
            </Alert>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <Panel className="grid gap-2 p-5 sm:p-6">
              <p className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
                {status.lastSuccess ? (
                  <CircleCheck aria-hidden="true" className="size-5 text-teal-600" />
                ) : (
                  <CircleAlert aria-hidden="true" className="size-5 text-coral-600" />
                )}
                Last successful backup
              </p>
              {status.lastSuccess ? (
                <>
                  <p className="font-display text-2xl font-extrabold text-plum-800">
                    <TimeAgo at={status.lastSuccess.at} />
                  </p>
                  <p className="text-sm text-plum-700">{exactTime(status.lastSuccess.at)}</p>
                  <p className="flex items-center gap-1.5 text-sm break-all text-muted-foreground">
                    <HardDrive aria-hidden="true" className="size-4 shrink-0" />
                    {status.lastSuccess.archive} · {size(status.lastSuccess.bytes)}
                  </p>
                  <Button asChild variant="outline" className="mt-1 justify-self-start">
                    <a href={NEWEST_BACKUP_URL} download={status.lastSuccess.archive}>
                      <Download aria-hidden="true" />
                      Download the newest archive
                    </a>
                  </Button>
                </>
              ) : (
                <p className="font-display text-2xl font-extrabold text-coral-700">Never</p>
              )}
              {status.running && status.runningSince ? (
                <p className="text-sm font-semibold text-teal-700">
                  A backup is running (started <TimeAgo at={status.runningSince} />
                  ).
                </p>
              ) : null}
            </Panel>
            <Panel className="grid content-start gap-2 p-5 sm:p-6">
              <p className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
                <CalendarClock aria-hidden="true" className="size-5 text-plum-500" />
                Schedule
              </p>
              <p className="font-display text-2xl font-extrabold text-plum-800">
                {status.schedule.every ? `Every ${status.schedule.every}` : 'Off'}
              </p>
              <p className="text-sm text-plum-700">
                {status.schedule.nextAt
                  ? `Next: ${exactTime(status.schedule.nextAt)}`
                  : 'Set BACKUP_EVERY to back up on a schedule.'}
              </p>
              <p className="text-sm break-all text-muted-foreground">
                {status.schedule.every
                  ? `Keeps the ${status.schedule.keep} newest scheduled archives in ${status.schedule.dir}; archives made by hand are never deleted.`
                  : `Archives go to ${status.schedule.dir}. PawPrize never deletes them.`}
              </p>
            </Panel>
          </div>
        </>
      ) : null}
    </section>
  );
}
