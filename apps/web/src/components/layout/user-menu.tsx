import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
