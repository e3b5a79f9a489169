import { messages } from '@pawprize/shared';
import type { AccountSession } from '@pawprize/shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { describeFailure } from '@/lib/form-errors';
import { endOtherSessions, endSession, fetchSessions, sessionsQueryKey } from '../account-api';

const m = messages.account;

function ago(iso: string): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true });
}

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: AccountSession;
  onEnd: () => void;
  ending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
        <MonitorSmartphone aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-plum-800">
          {session.device}
          {session.current ? <Badge variant="accent">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Active {ago(session.lastActiveAt)} · signed in {ago(session.signedInAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out ${session.device}, active ${ago(session.lastActiveAt)}`}
        >
          {ending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Signed-in devices, this one marked; sign out one or all others (docs/product/account.md). */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionsQueryKey, queryFn: fetchSessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => toast.success(m.sessionEnded),
    onError: (error) => toast.error(describeFailure(error, m.sessionFailed).title),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => toast.success(m.otherSessionsEnded(ended)),
    onError: (error) => toast.error(describeFailure(error, m.sessionFailed).title),
    onSettled: refresh,
  });
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Card className="p-6 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-bold text-plum-800">Signed-in devices</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Where your account is signed in right now. Times are approximate.
          </p>
        </div>
        {others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => endOthers.mutate()}
            disabled={endOthers.isPending}
          >
            {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign out all other devices
          </Button>
        ) : null}
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <div className="grid gap-3" aria-label="Loading signed-in devices">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {describeFailure(query.error, m.sessionsLoadFailed).title}
          </p>
        ) : (
          <ul aria-label="Signed-in devices" className="divide-y divide-border/70">
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                ending={endOne.isPending && endOne.variables === s.id}
                onEnd={() => endOne.mutate(s.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
