import { href } from '@pawprize/shared/routes';
import {
  Award,
  ClipboardList,
  DatabaseBackup,
  Inbox,
  Newspaper,
  ScrollText,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { cn } from '@/lib/utils';
import { useAdminSummary } from '../hooks/use-admin-summary';

const SECTIONS = [
  { to: href('admin'), label: 'Queue', icon: ClipboardList, end: true, badge: 'queued' },
  { to: href('adminUsers'), label: 'Users', icon: Users, end: false, badge: null },
  { to: href('adminInbox'), label: 'Inbox', icon: Inbox, end: false, badge: 'inboxOpen' },
  { to: href('adminFraud'), label: 'Fraud', icon: ShieldAlert, end: false, badge: 'fraudOpen' },
  { to: href('adminContests'), label: 'Contests', icon: Award, end: false, badge: null },
  { to: href('adminNewsletter'), label: 'Newsletter', icon: Newspaper, end: false, badge: null },
  { to: href('adminAudit'), label: 'Audit log', icon: ScrollText, end: false, badge: null },
  { to: href('adminBackups'), label: 'Backups', icon: DatabaseBackup, end: false, badge: null },
] as const;

/** The console's frame: its title and the section tabs (a scrolling row on phones). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const summary = useAdminSummary(true);
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-64 bg-gradient-to-b from-plum-100/70 to-transparent"
      />
      <PageShell className="pt-6 pb-16 sm:pt-10">
        <header className="flex flex-wrap items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-plum-800 text-white shadow-soft">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
              Admin
            </h1>
            <p className="text-sm text-muted-foreground">Moderation and site administration</p>
          </div>
        </header>
        <nav
          aria-label="Admin sections"
          className="mt-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          <ul className="flex w-max gap-1 rounded-full bg-plum-800/6 p-1">
            {SECTIONS.map(({ to, label, icon: Icon, end, badge }) => {
              const count = badge ? summary.data?.[badge] : undefined;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    aria-label={count ? `${label} (${count} waiting)` : undefined}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm sm:h-10 font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        isActive
                          ? 'bg-card text-plum-900 shadow-soft'
                          : 'text-plum-600 hover:text-plum-900',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                    {count ? (
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-coral-600 px-1.5 text-xs font-bold text-white tabular-nums"
                      >
                        {count}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-8">{children}</div>
      </PageShell>
    </div>
  );
}
