import { messages } from '@pawprize/shared';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ProfileHeaderProps {
  /** Full name → email prefix → 'User' (worked out by the page). */
  name: string;
  username: string | null;
  avatarUrl: string | null;
  onSignOut: () => void;
  signingOut: boolean;
  /** Badges under the name (the voting streak, once voting exists). */
  badges?: ReactNode;
}

/** The dashboard's header card (docs/product/dashboard.md). */
export function ProfileHeader({
  name,
  username,
  avatarUrl,
  onSignOut,
  signingOut,
  badges,
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
        {/* Generation Credits live with the caption contests, where they are spent (docs/product/dashboard.md). */}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-3 border-t border-border/70 pt-4 max-sm:mt-5 sm:mt-6">
          <Button variant="outline" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
        </div>
      </div>
    </section>
  );
}
