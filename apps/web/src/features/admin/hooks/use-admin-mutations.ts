import { messages } from '@pawprize/shared';
import type { EntryAction, EntryActionBody } from '@pawprize/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';
import { adminApi } from '../api/admin-api';
import { adminKeys } from '../api/keys';

/** Any admin change can move counts elsewhere (badge, queue, user, audit): refresh them all. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

const DONE_TEXT: Record<EntryAction, (n: number) => string> = {
  approve: messages.admin.approved,
  hide: messages.admin.hiddenDone,
  unhide: (n) => (n === 1 ? 'Visible again' : `${n} items visible again`),
  remove: messages.admin.removedDone,
  ban_owner: (n) =>
    n === 1 ? messages.admin.bannedDone : `Banned ${n} accounts; their votes were voided.`,
};

/** Approve / hide / unhide / remove / ban owner on one item or many; toasts what happened. */
export function useEntryAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: EntryActionBody) => adminApi.act(body),
    onSuccess: (result, body) => {
      if (result.done > 0) toast.success(DONE_TEXT[body.action](result.done));
      if (result.skipped > 0) {
        toast.info(
          result.skipped === 1 && result.done === 0
            ? messages.admin.itemGone
            : `${result.skipped} skipped (already changed or not allowed)`,
        );
      }
    },
    onSettled: () => void refresh(),
  });
}

export function useGrantCredits(userId: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ credits, reason }: { credits: number; reason: string }) =>
      adminApi.grantCredits(userId, credits, reason),
    onSuccess: (_result, { credits }) => toast.success(messages.admin.creditsGranted(credits)),
    onSettled: () => void refresh(),
  });
}

export function useBan(userId: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (reason: string) => adminApi.ban(userId, reason),
    onSuccess: (result) => {
      const votes = Object.values(result.voided).reduce((sum, n) => sum + n, 0);
      toast.success(messages.admin.bannedDone, {
        description: `${votes} ${votes === 1 ? 'vote' : 'votes'} voided, ${result.hidden} ${result.hidden === 1 ? 'entry' : 'entries'} hidden, ${result.sessionsEnded} ${result.sessionsEnded === 1 ? 'session' : 'sessions'} ended.`,
      });
    },
    onSettled: () => void refresh(),
  });
}

export function useUnban(userId: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (reason: string) => adminApi.unban(userId, reason),
    onSuccess: () => toast.success(messages.admin.unbannedDone),
    onSettled: () => void refresh(),
  });
}

export function useMarkHandled() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      adminApi.markHandled(id, handled),
    onSuccess: (_m, { handled }) =>
      toast.success(handled ? messages.admin.markedHandled : 'Moved back to open'),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => void refresh(),
  });
}

export function useRemoveSubscriber() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => adminApi.removeSubscriber(id),
    onSuccess: () => toast.success(messages.admin.subscriberRemoved),
    onSettled: () => void refresh(),
  });
}

/** Today's file name, as the server names it (`newsletter-YYYY-MM-DD.csv`, UTC). */
export function newsletterFileName(now = new Date()): string {
  return `newsletter-${now.toISOString().slice(0, 10)}.csv`;
}

/** Exports the subscribers by POST and hands the CSV to the browser as a download. */
export function useExportNewsletter() {
  return useMutation({
    mutationFn: () => adminApi.exportNewsletter(),
    onSuccess: (csv) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = newsletterFileName();
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

export function useBackupNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.backupNow(),
    onSuccess: (status) => {
      client.setQueryData(adminKeys.backups(), status);
      toast.success('Backup started');
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

/** Void or dismiss a fraud finding (docs/decisions/0085-fraud-detection.md). */
export function useResolveFinding(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: 'void' | 'dismiss'; reason: string }) =>
      adminApi.resolveFinding(id, decision, reason),
    onSuccess: (result, { decision }) =>
      toast.success(
        decision === 'void'
          ? messages.admin.findingVoided(result.finding.voidedCount ?? result.voided)
          : messages.admin.findingDismissed,
      ),
    onSettled: () => void refresh(),
  });
}

/** "Check now": runs fraud detection over the newest votes. */
export function useScanFraud() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: () => adminApi.scanFraud(),
    onSuccess: (result) =>
      toast.success(result.ran ? 'Checked the latest votes' : 'A check is already running'),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => void refresh(),
  });
}
