import { MAX_INITIALS } from '@pawprize/shared';
import type { AuthUser } from '@/features/auth';
import { emailPrefix } from '@/features/auth';

function initials(user: AuthUser): string {
  const source = user.fullName?.trim() || emailPrefix(user);
  const letters = source
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('');
  return letters.slice(0, MAX_INITIALS).toUpperCase();
}

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
      {initials(user)}
    </span>
  );
}
