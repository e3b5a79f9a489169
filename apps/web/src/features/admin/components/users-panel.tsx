import { href } from '@pawprize/shared/routes';
import type { AdminUser } from '@pawprize/shared/schemas/admin';
import { ChevronRight, Search, UserRoundX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { initialsOf } from '@/lib/initials';
import { useUsers } from '../hooks/use-admin-queries';
import { Chip } from './chip';
import { EmptyState } from './empty-state';
import { SectionHeader } from './section-header';
import { TimeAgo } from './time-ago';

/** Search accounts by email or username (docs/decisions/0063-admin-console.md). */
export function UsersPanel() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = params.get('q') ?? '';
  const query = useUsers(q);

  // The list follows the box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next !== q) setParams(next ? { q: next } : {}, { replace: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Users"
        note={q ? `Accounts matching “${q}”` : 'Newest accounts first'}
      />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
        }}
        className="grid max-w-xl gap-2"
      >
        <Label htmlFor={`${id}-q`}>Search by email or username</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-plum-400"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder="alice@example.com or alice"
            className="pl-10"
          />
        </div>
      </form>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading accounts">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the accounts."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.users.length === 0 ? (
        <EmptyState icon={UserRoundX} title="No accounts found">
          Try part of the email address or the username.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Accounts">
          {query.data.users.map((user) => (
            <li key={user.id}>
              <UserRow user={user} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UserAvatarBubble({ user, size = 'md' }: { user: AdminUser; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-11 text-sm';
  return user.avatarUrl ? (
    <img src={user.avatarUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-coral-100 font-display font-extrabold text-coral-800`}
    >
      {initialsOf(user.fullName ?? user.username ?? user.email)}
    </span>
  );
}

export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <>
      {user.isAdmin ? <Chip className="bg-plum-800 text-white">Admin</Chip> : null}
      {user.banned ? <Chip className="bg-destructive text-white">Banned</Chip> : null}
      {user.emailVerified ? null : <Chip className="bg-sunny-300 text-plum-900">Unverified</Chip>}
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <Link
      to={href('adminUser', { id: user.id })}
      className="group flex items-center gap-3 rounded-2xl border border-border/70 bg-card p-3 shadow-soft transition-colors hover:border-coral-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:gap-4 sm:p-4"
    >
      <UserAvatarBubble user={user} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="truncate font-bold text-plum-800">{user.email}</span>
          <UserBadges user={user} />
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {user.username ? `@${user.username}` : 'No username'} · joined{' '}
          <TimeAgo at={user.createdAt} />
        </p>
      </div>
      <dl className="hidden shrink-0 grid-cols-3 gap-4 text-center text-xs text-muted-foreground md:grid">
        <div>
          <dt>Pets</dt>
          <dd className="text-base font-bold text-plum-800 tabular-nums">{user.counts.pets}</dd>
        </div>
        <div>
          <dt>Votes</dt>
          <dd className="text-base font-bold text-plum-800 tabular-nums">
            {user.counts.votesCast}
          </dd>
        </div>
        <div>
          <dt>Reported</dt>
          <dd className="text-base font-bold text-plum-800 tabular-nums">
            {user.counts.reportsReceived}
          </dd>
        </div>
      </dl>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-plum-400 transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
