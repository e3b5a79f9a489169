import type { AuthUser } from '@/features/auth';
import { displayName } from '@/features/auth';
import { initialsOf } from '@/lib/initials';

/** Small decorative avatar for the user menu (the menu's label carries the name). */
export function UserAvatar({ user }: { user: AuthUser }) {
  if (user.avatarUrl) {
    return (
      <img src={user.avatarUrl} alt="" className="size-8 shrink-0 rounded-full object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-coral-400 to-coral-600 font-display text-xs font-extrabold text-white"
    >
      {initialsOf(displayName(user))}
    </span>
  );
}
