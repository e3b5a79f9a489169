import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAdminSummary } from '@/features/admin';
import { useSignOut, type AuthUser } from '@/features/auth';
import type { LoadedMenuProps } from './lazy-menu';
import { userNav } from './nav-items';
import { navIcons } from './nav-icons';
import { UserTriggerLabel, userTriggerClass } from './user-menu-trigger';

/** The signed-in menu itself, loaded on first use (./user-menu.tsx). */
export default function UserMenuDropdown({
  user,
  defaultOpen,
}: { user: AuthUser } & LoadedMenuProps) {
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={userTriggerClass}>
        <UserTriggerLabel user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user.email ? (
          <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        ) : null}
        {userNav.map(({ label: itemLabel, to }) => {
          const Icon = navIcons[to]!;
          return (
            <DropdownMenuItem key={itemLabel} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {itemLabel}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {user.isAdmin ? <AdminMenuItem /> : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Admins only: the console, with the number of items waiting. */
function AdminMenuItem() {
  const summary = useAdminSummary(true);
  const waiting = summary.data?.queued ?? 0;
  return (
    <DropdownMenuItem asChild>
      <Link
        to={href('admin')}
        aria-label={waiting > 0 ? `${messages.admin.menuEntry} (${waiting} waiting)` : undefined}
      >
        <ShieldCheck aria-hidden="true" />
        {messages.admin.menuEntry}
        {waiting > 0 ? (
          <span
            aria-hidden="true"
            className="ml-auto rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums"
          >
            {waiting}
          </span>
        ) : null}
      </Link>
    </DropdownMenuItem>
  );
}
