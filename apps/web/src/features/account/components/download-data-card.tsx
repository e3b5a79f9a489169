import { messages } from '@pawprize/shared';
import type { AccountExport } from '@pawprize/shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Archive, Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { describeFailure } from '@/lib/form-errors';
import { EXPORT_URL, exportsQueryKey, fetchExports, startExport } from '../account-api';

const m = messages.account;

const building = (e: AccountExport | null | undefined) =>
  e?.status === 'pending' || e?.status === 'running';

function BackgroundExport({ latest }: { latest: AccountExport | null }) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startExport,
    onSuccess: (created) => {
      queryClient.setQueryData(exportsQueryKey, (old: unknown) =>
        old ? { ...(old as object), latest: created } : old,
      );
      toast.success(m.exportStarted);
    },
    onError: (error) => toast.error(describeFailure(error, m.exportFailed).title),
  });

  if (building(latest)) {
    const percent = latest!.filesTotal ? (100 * latest!.filesDone) / latest!.filesTotal : 0;
    return (
      <div className="w-full" role="status">
        <p id="export-progress-label" className="text-sm font-semibold text-plum-800">
          Preparing your data… {latest!.filesDone} of {latest!.filesTotal || '…'} photos
        </p>
        <Progress value={percent} aria-labelledby="export-progress-label" className="mt-2" />
        <p className="mt-2 text-sm text-muted-foreground">
          You can leave this page: we email you when it is ready.
        </p>
      </div>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-3">
      {latest?.downloadUrl ? (
        <>
          {/* Served only to this session, never from a public file address (ADR 0103). */}
          <a href={latest.downloadUrl} download className={buttonVariants()}>
            <Download aria-hidden="true" />
            Download my data
          </a>
          <p className="text-sm text-muted-foreground">
            Ready until {format(new Date(latest.expiresAt!), 'd MMM, HH:mm')}, then deleted. Only
            you can download it, signed in.
          </p>
        </>
      ) : (
        <>
          {latest?.status === 'failed' ? (
            <p role="alert" className="w-full text-sm font-medium text-destructive">
              {m.exportFailed}. Please try again.
            </p>
          ) : null}
          <Button variant="outline" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? <Spinner /> : <Archive aria-hidden="true" />}
            Prepare my data
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * "Download my data": small accounts download at once (the browser shows progress); large ones
 * are built in the background with progress here and a mail when ready
 * (docs/product/account.md, docs/decisions/0090-account-export.md).
 */
export function DownloadDataCard() {
  const query = useQuery({
    queryKey: exportsQueryKey,
    queryFn: fetchExports,
    refetchInterval: (q) => (building(q.state.data?.latest) ? 2000 : false),
  });
  const data = query.data;
  const instant = !data || data.files <= data.instantMaxFiles;

  return (
    <Card className="flex flex-col p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Download my data</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        A ZIP file with everything PawPrize holds about you — your profile, pets, caption contests,
        votes, streak, shares, reports and the mails we sent — in a readable JSON file, plus all
        your photos.
      </p>
      {!instant ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Your account has {data!.files} photo files, so we prepare the ZIP in the background and
          email you when it is ready. The download works only for you, signed in, and the file is
          deleted after 48 hours.
        </p>
      ) : null}
      <div className="mt-6 flex flex-1 items-end">
        {instant ? (
          <a href={EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Download my data
          </a>
        ) : (
          <BackgroundExport latest={data!.latest} />
        )}
      </div>
    </Card>
  );
}
