import { NAVBAR_SOLID_AFTER_PX } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications';
import { cn } from '@/lib/utils';
import { AuthActions } from './auth-actions';
import { MoreMenu } from './more-menu';
import { navLinkClass } from './nav-link-class';
import { mainNav, MOBILE_MENU_ID } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

// The mobile menu's panel loads on first use: reaching for the toggle starts the download
// (docs/decisions/0042-first-paint.md).
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);
const preloadMobileNav = () => void loadMobileNav().catch(() => undefined);

/** The navigation bar (docs/product/site.md, Navigation). */
export function Navbar() {
  const location = useLocation();
  // The mobile menu remembers the location it was opened at, so any navigation closes it.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const mobileOpen = openAtKey === location.key;
  const scrolled = useScrolledPast(NAVBAR_SOLID_AFTER_PX);
  const solid = scrolled || mobileOpen;

  return (
    // A plain disclosure (button + panel) for the mobile menu: Radix Collapsible and Presence
    // cost the first paint 2.5 KB for this (docs/decisions/0042-first-paint.md).
    <header
      data-solid={solid ? 'true' : 'false'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mobileOpen) setOpenAtKey(null);
      }}
      className={cn(
        'sticky top-0 z-40 w-full transition-[background-color,box-shadow,border-color] duration-300',
        solid
          ? 'border-b border-border/70 bg-cream-50/95 shadow-soft backdrop-blur-md'
          : 'border-b border-transparent bg-cream-100/40 backdrop-blur-sm',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:gap-4">
        <Link
          to={href('home')}
          aria-label="PawPrize home"
          className="-ml-1 flex min-h-11 items-center rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Logo compact />
        </Link>

        <nav aria-label="Main" className="ml-1 hidden flex-1 items-center md:flex lg:ml-4 lg:gap-1">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => navLinkClass(isActive)}
            >
              {item.label}
            </NavLink>
          ))}
          <MoreMenu />
        </nav>

        <div className="ml-auto hidden items-center md:flex">
          <AuthActions />
        </div>

        {/* Signed in only, once the session is known; the menu button then drops its auto margin. */}
        <NotificationBell className="ml-auto md:hidden" />
        <button
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          onPointerEnter={preloadMobileNav}
          onPointerDown={preloadMobileNav}
          onFocus={preloadMobileNav}
          onClick={() => setOpenAtKey(mobileOpen ? null : location.key)}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-plum-800 peer-data-[notification-bell]:ml-0 transition-colors hover:bg-plum-800/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileNav onNavigate={() => setOpenAtKey(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
