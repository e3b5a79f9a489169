import { messages } from '@pawprize/shared';
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
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
import { emailPrefix, useSignOut, type AuthUser } from '@/features/auth';
import { userNav } from './nav-items';
import { UserAvatar } from './user-avatar';

/** Signed-in menu, labelled with the email prefix (docs/product/site.md, Navigation). */
export function UserMenu({ user }: { user: AuthUser }) {
  const signOut = useSignOut();
  const label = emailPrefix(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex h-10 max-w-48 items-center gap-2 rounded-full border border-border bg-card/80 py-1 pr-3 pl-1 text-sm font-semibold text-plum-800 shadow-soft transition-colors hover:border-coral-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <UserAvatar user={user} />
        <span className="truncate">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user.email ? (
          <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        ) : null}
        {userNav.map(({ label: itemLabel, to, icon: Icon }) => (
          <DropdownMenuItem key={itemLabel} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {itemLabel}
            </Link>
          </DropdownMenuItem>
        ))}
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

/** Admins only: the console, with the number of items waiting (issue 19). */
function AdminMenuItem() {
  const summary = useAdminSummary(true);
  const waiting = summary.data?.queued ?? 0;
  return (
    <DropdownMenuItem asChild>
      <Link
        to="/admin"
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
