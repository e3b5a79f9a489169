import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { useAdminSummary } from '@/features/admin';
import { emailPrefix, useAuth, useSignOut } from '@/features/auth';
import { cn } from '@/lib/utils';
import { mainNav, moreNav, userNav, type NavItem } from './nav-items';

import { navIcons } from './nav-icons';
import { MOBILE_MENU_ID } from './nav-items';

function MobileLink({ item }: { item: NavItem }) {
  const Icon = navIcons[item.to]!;
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold transition-colors',
          isActive ? 'bg-coral-100 text-coral-800' : 'text-plum-800 hover:bg-plum-800/5',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 text-coral-500" />
      {item.label}
    </NavLink>
  );
}

function MobileAdminLink() {
  const summary = useAdminSummary(true);
  const waiting = summary.data?.queued ?? 0;
  return (
    <NavLink
      to={href('admin')}
      aria-label={waiting > 0 ? `${messages.admin.menuEntry} (${waiting} waiting)` : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold transition-colors',
          isActive ? 'bg-coral-100 text-coral-800' : 'text-plum-800 hover:bg-plum-800/5',
        )
      }
    >
      <ShieldCheck aria-hidden="true" className="size-5 text-coral-500" />
      {messages.admin.menuEntry}
      {waiting > 0 ? (
        <span
          aria-hidden="true"
          className="ml-auto rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums"
        >
          {waiting}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The panel under the bar on small screens (shown while open); same items as the desktop bar.
 * Loaded on first use (navbar.tsx; docs/decisions/0042-first-paint.md).
 */
export default function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useAuth();
  const signOut = useSignOut();
  return (
    <div
      id={MOBILE_MENU_ID}
      data-state="open"
      className="border-t border-border/70 bg-card/95 backdrop-blur-md md:hidden"
    >
      <nav
        aria-label="Mobile"
        // Close as soon as a link is chosen, not only once the next page has loaded.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onNavigate();
        }}
        className="mx-auto max-h-[calc(100dvh-4rem)] overflow-y-auto px-4 py-4"
      >
        <ul className="grid gap-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <MobileLink item={item} />
            </li>
          ))}
        </ul>
        <Separator className="my-3" />
        <p className="px-3 pb-1 text-xs font-bold tracking-wider text-muted-foreground uppercase">
          More
        </p>
        <ul className="grid grid-cols-2 gap-1">
          {moreNav.map((item) => (
            <li key={item.to}>
              <MobileLink item={item} />
            </li>
          ))}
        </ul>
        <Separator className="my-3" />
        {isLoading ? null : user ? (
          <div>
            <p className="truncate px-3 pb-1 text-xs font-bold tracking-wider text-muted-foreground uppercase">
              {emailPrefix(user)}
            </p>
            <ul className="grid gap-1">
              {userNav.map((item) => (
                <li key={item.label}>
                  <MobileLink item={item} />
                </li>
              ))}
              {user.isAdmin ? (
                <li>
                  <MobileAdminLink />
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-base font-semibold text-plum-800 hover:bg-plum-800/5"
                >
                  <LogOut aria-hidden="true" className="size-5 text-coral-500" />
                  Log out
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2 pt-1">
            <Button asChild variant="outline">
              <Link to={href('login')}>Login</Link>
            </Button>
            <Button asChild>
              <Link to={href('signup')}>Sign Up</Link>
            </Button>
          </div>
        )}
      </nav>
    </div>
  );
}
