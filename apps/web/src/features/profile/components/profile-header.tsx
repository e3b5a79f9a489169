import { messages } from '@pawprize/shared';
import { Coins, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ProfileHeaderProps {
  /** Full name → email prefix → 'User' (worked out by the page). */
  name: string;
  username: string | null;
  avatarUrl: string | null;
  credits: number;
  onSignOut: () => void;
  signingOut: boolean;
  /** Badges under the name (the voting streak, once voting exists). */
  badges?: ReactNode;
  /** Under the credits: what they are for and today's free allowance. */
  creditsNote?: ReactNode;
}

/** The dashboard's header card (docs/product/dashboard.md). */
export function ProfileHeader({
  name,
  username,
  avatarUrl,
  credits,
  onSignOut,
  signingOut,
  badges,
  creditsNote,
}: ProfileHeaderProps) {
  return (
    <section
      aria-label="Your profile"
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-border/70 bg-card shadow-soft"
    >
      <div
        aria-hidden="true"
        className="relative h-24 shrink-0 bg-gradient-to-r from-coral-400 via-coral-300 to-sunny-300 sm:h-28"
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1.5rem_1.5rem,rgb(255_255_255/0.25)_0.35rem,transparent_0.4rem)] bg-[length:3rem_3rem]" />
      </div>
      <div className="flex flex-1 flex-col px-5 pb-5 sm:px-7 sm:pb-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          <Avatar
            name={name}
            src={avatarUrl}
            className="-mt-12 size-24 text-3xl shadow-lifted ring-4 ring-card sm:-mt-14 sm:size-28"
          />
          <div className="min-w-0 sm:pb-1">
            <h2 className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h2>
            <p className="mt-0.5 truncate font-medium text-muted-foreground">
              {username ? `@${username}` : messages.profile.noUsername}
            </p>
          </div>
        </div>
        {badges ? <div className="mt-3 flex flex-wrap gap-2 empty:hidden">{badges}</div> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-4 max-sm:mt-5 sm:mt-6">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-sunny-300 text-plum-800">
              <Coins aria-hidden="true" className="size-5" />
            </span>
            <dl className="flex flex-col-reverse leading-tight">
              <dt className="text-xs font-semibold text-muted-foreground">
                {messages.profile.creditsLabel}
              </dt>
              <dd className="font-display text-xl font-extrabold text-plum-800">{credits}</dd>
            </dl>
          </div>
          <Button variant="outline" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
        </div>
        {creditsNote ? <div className="mt-4">{creditsNote}</div> : null}
      </div>
    </section>
  );
}
