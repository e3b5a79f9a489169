import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import {
  CREDITS_GRANT_MAX,
  type AdminUserDetail,
  type AdminUserEntry,
  type EntryAction,
} from '@pawprize/shared/schemas/admin';
import {
  ArrowLeft,
  Ban,
  Coins,
  Eye,
  EyeOff,
  ShieldCheck,
  Trash2,
  UserRoundCheck,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useBan, useEntryAction, useGrantCredits, useUnban } from '../hooks/use-admin-mutations';
import { useUserDetail } from '../hooks/use-admin-queries';
import { SUBJECT_LABELS } from '../queue-rules';
import { Chip } from './chip';
import { EmptyState } from './empty-state';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';
import { TimeAgo } from './time-ago';
import { exactTime } from '../format';
import { ReasonDialog } from './reason-dialog';
import { FieldsInvalid } from '../fields-invalid';
import { UserAvatarBubble, UserBadges } from './users-panel';

function BackToUsers() {
  return (
    <Link
      to={href('adminUsers')}
      className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-coral-700 hover:text-coral-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All users
    </Link>
  );
}

/** One account: who, what it entered, voted and reported; credits and ban. */
export function UserDetailPanel({ userId }: { userId: string }) {
  const query = useUserDetail(userId);
  if (query.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the account">
        <Skeleton className="h-40 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    );
  }
  if (query.isError) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackToUsers />
        {gone ? (
          <EmptyState icon={UserRoundCheck} title={messages.admin.userNotFound} />
        ) : (
          <LoadError
            title="We couldn't load this account."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  return <UserDetailView detail={query.data} />;
}

function UserDetailView({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const stats: [string, number][] = [
    ['Pets', user.counts.pets],
    ['Caption contests', user.counts.contests],
    ['Votes cast', user.counts.votesCast],
    ['Reports made', user.counts.reportsMade],
    ['Reports received', user.counts.reportsReceived],
    ['Generation Credits', user.credits],
  ];
  return (
    <div className="grid gap-6">
      <BackToUsers />
      <Panel className="grid gap-5 p-5 sm:p-7">
        <div className="flex flex-wrap items-start gap-4">
          <UserAvatarBubble user={user} size="lg" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold break-all">
              {user.email}
            </h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {user.username ? `@${user.username}` : 'No username'}
              {user.fullName ? ` · ${user.fullName}` : null} · joined {exactTime(user.createdAt)}
              <UserBadges user={user} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <GrantCredits userId={user.id} email={user.email} />
            {user.isAdmin ? null : user.banned ? (
              <UnbanButton userId={user.id} email={user.email} />
            ) : (
              <BanButton userId={user.id} email={user.email} />
            )}
          </div>
        </div>
        {user.banned ? (
          <div
            role="status"
            className="rounded-2xl border border-destructive/25 bg-[#fdf0f1] px-4 py-3 text-sm text-[#8f1c29]"
          >
            <p className="font-bold">
              Banned {exactTime(user.banned.at)}
              {user.banned.by ? ` by ${user.banned.by}` : ''}
            </p>
            <p className="break-words">Reason: {user.banned.reason}</p>
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-2xl bg-plum-50 px-4 py-3">
              <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
              <dd className="font-display text-2xl font-extrabold text-plum-800 tabular-nums">
                {value.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel className="p-5 sm:p-6 lg:col-span-2">
          <h3 className="text-lg font-extrabold">Entries</h3>
          {detail.entries.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No pets or caption contests.</p>
          ) : (
            <ul className="mt-3 grid gap-2 md:grid-cols-2">
              {detail.entries.map((entry) => (
                <li key={entry.id}>
                  <EntryRow entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel className="p-5 sm:p-6">
          <h3 className="text-lg font-extrabold">Votes cast</h3>
          {detail.votes.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No votes.</p>
          ) : (
            <ul className="mt-3 grid gap-1.5 text-sm">
              {detail.votes.map((vote, index) => (
                <li key={index} className="flex flex-wrap items-center gap-2">
                  <Chip>{vote.kind}</Chip>
                  {vote.link ? (
                    <Link
                      to={vote.link}
                      className={cn(
                        'font-semibold text-plum-800 hover:underline',
                        vote.voided && 'line-through',
                      )}
                    >
                      {vote.title}
                    </Link>
                  ) : (
                    <span className={cn('font-semibold', vote.voided && 'line-through')}>
                      {vote.title}
                    </span>
                  )}
                  {vote.voided ? <Chip className="bg-[#fdf0f1] text-[#8f1c29]">Voided</Chip> : null}
                  <TimeAgo at={vote.createdAt} className="ml-auto text-xs text-muted-foreground" />
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel className="grid gap-5 p-5 sm:p-6">
          <ReportList title="Reports received" reports={detail.reportsReceived} />
          <ReportList title="Reports made" reports={detail.reportsMade} />
        </Panel>
      </div>
    </div>
  );
}

function ReportList({
  title,
  reports,
}: {
  title: string;
  reports: AdminUserDetail['reportsMade'];
}) {
  return (
    <div>
      <h3 className="text-lg font-extrabold">{title}</h3>
      {reports.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">None.</p>
      ) : (
        <ul className="mt-3 grid gap-1.5 text-sm">
          {reports.map((report) => (
            <li key={report.id} className="rounded-xl border border-border/70 px-3 py-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-bold">{messages.moderation.reasons[report.reason]}</span>
                <Chip>{SUBJECT_LABELS[report.subjectType]}</Chip>
                {report.resolution ? (
                  <Chip className="bg-teal-100 text-teal-700">{report.resolution}</Chip>
                ) : (
                  <Chip className="bg-sunny-300 text-plum-900">open</Chip>
                )}
                <TimeAgo at={report.createdAt} className="ml-auto text-xs text-muted-foreground" />
              </p>
              {report.note ? (
                <p className="mt-0.5 break-words text-plum-700">{report.note}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EntryRow({ entry }: { entry: AdminUserEntry }) {
  const act = useEntryAction();
  const [pending, setPending] = useState<EntryAction | null>(null);
  const ref = [{ subjectType: entry.subjectType, subjectId: entry.id }];
  return (
    <div className="flex gap-3 rounded-2xl border border-border/70 p-2.5">
      {entry.imageUrl ? (
        <img
          src={entry.imageUrl}
          alt=""
          className="size-16 shrink-0 rounded-xl bg-plum-50 object-cover"
        />
      ) : (
        <span className="size-16 shrink-0 rounded-xl bg-plum-800/6" aria-hidden="true" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex min-w-0 items-center gap-2">
          <Link
            to={entry.link}
            className="truncate py-2.5 font-bold text-plum-800 hover:underline sm:py-0"
          >
            {entry.title}
          </Link>
          <StatusBadge status={entry.status} />
        </p>
        <p className="text-xs text-muted-foreground">
          {SUBJECT_LABELS[entry.subjectType]} · {entry.votes} votes ·{' '}
          <TimeAgo at={entry.createdAt} />
        </p>
        <div className="flex flex-wrap gap-1">
          {entry.status === 'hidden' ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-11 px-3 sm:h-8 sm:px-2.5"
              disabled={act.isPending}
              onClick={() => act.mutate({ action: 'unhide', items: ref })}
              aria-label={`Unhide ${entry.title}`}
            >
              <Eye aria-hidden="true" />
              Unhide
            </Button>
          ) : entry.status !== 'removed' ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-11 px-3 sm:h-8 sm:px-2.5"
              onClick={() => setPending('hide')}
              aria-label={`Hide ${entry.title}`}
            >
              <EyeOff aria-hidden="true" />
              Hide
            </Button>
          ) : null}
          {entry.status !== 'removed' ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-11 px-3 text-[#8f1c29] sm:h-8 sm:px-2.5"
              onClick={() => setPending('remove')}
              aria-label={`Remove ${entry.title}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending === 'remove' ? `Remove “${entry.title}” for good?` : `Hide “${entry.title}”?`
        }
        description={
          pending === 'remove'
            ? 'Its photos are deleted and cannot be uploaded again. This cannot be undone.'
            : 'It leaves every public page until someone unhides it.'
        }
        confirmLabel={pending === 'remove' ? 'Remove' : 'Hide'}
        pendingLabel={pending === 'remove' ? 'Removing…' : 'Hiding…'}
        destructive={pending === 'remove'}
        reasonRequired
        reasonHint="Sent to the owner by email and kept in the audit log."
        pending={act.isPending}
        onConfirm={(reason) => act.mutateAsync({ action: pending!, items: ref, reason })}
      />
    </div>
  );
}

function GrantCredits({ userId, email }: { userId: string; email: string }) {
  const id = useId();
  const grant = useGrantCredits(userId);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('10');
  const [amountError, setAmountError] = useState<string | null>(null);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Coins aria-hidden="true" />
        Grant credits
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setAmountError(null);
        }}
        title="Grant Generation Credits"
        description={<>Credits are added to {email}’s balance at once.</>}
        confirmLabel="Grant credits"
        pendingLabel="Granting…"
        reasonRequired
        pending={grant.isPending}
        onConfirm={async (reason) => {
          const credits = Number(amount);
          if (!Number.isInteger(credits) || credits < 1 || credits > CREDITS_GRANT_MAX) {
            setAmountError(`Enter a whole number from 1 to ${CREDITS_GRANT_MAX}`);
            throw new FieldsInvalid();
          }
          setAmountError(null);
          await grant.mutateAsync({ credits, reason });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-credits`}>Credits</Label>
          <Input
            id={`${id}-credits`}
            type="number"
            inputMode="numeric"
            min={1}
            max={CREDITS_GRANT_MAX}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-credits-error` : undefined}
            className="max-w-40"
          />
          {amountError ? (
            <p id={`${id}-credits-error`} className="text-sm font-medium text-destructive">
              {amountError}
            </p>
          ) : null}
        </div>
      </ReasonDialog>
    </>
  );
}

function BanButton({ userId, email }: { userId: string; email: string }) {
  const ban = useBan(userId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" />
        Ban
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={`Ban ${email}?`}
        description="The account is signed out everywhere at once and cannot sign in or sign up again with this email. Its entries are hidden and every vote it cast is voided, with all counts corrected."
        confirmLabel="Ban account"
        pendingLabel="Banning…"
        destructive
        reasonRequired
        pending={ban.isPending}
        onConfirm={(reason) => ban.mutateAsync(reason)}
      />
    </>
  );
}

function UnbanButton({ userId, email }: { userId: string; email: string }) {
  const unban = useUnban(userId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        Unban
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unban ${email}?`}
        description="The account can sign in again; entries the ban hid come back and its voided votes count again."
        confirmLabel="Unban"
        pendingLabel="Unbanning…"
        reasonRequired={false}
        pending={unban.isPending}
        onConfirm={(reason) => unban.mutateAsync(reason)}
      />
    </>
  );
}
