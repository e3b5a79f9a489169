import { ChevronDown } from 'lucide-react';
import { emailPrefix, type AuthUser } from '@/features/auth';
import { UserAvatar } from './user-avatar';

/** The user menu trigger's look, shared by the stand-in and the loaded menu's trigger. */
export const userTriggerClass =
  'group inline-flex h-10 max-w-48 items-center gap-2 rounded-full border border-border bg-card/80 py-1 pr-3 pl-1 text-sm font-semibold text-plum-800 shadow-soft transition-colors hover:border-coral-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Avatar and the email prefix (docs/product/site.md, Navigation). */
export function UserTriggerLabel({ user }: { user: AuthUser }) {
  return (
    <>
      <UserAvatar user={user} />
      <span className="truncate md:max-lg:sr-only">{emailPrefix(user)}</span>
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
      />
    </>
  );
}
