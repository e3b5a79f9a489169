import { href } from '@pawprize/shared/routes';
import { Heart, MessageSquareQuote, Sparkles, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const nextSteps: { to: string; label: string; icon: LucideIcon; className: string }[] = [
  {
    to: href('upload'),
    label: 'Upload your pet',
    icon: Upload,
    className: 'bg-coral-100 text-coral-700',
  },
  { to: href('vote'), label: 'Vote on pets', icon: Heart, className: 'bg-teal-100 text-teal-700' },
  {
    to: href('create'),
    label: 'Start a caption contest',
    icon: MessageSquareQuote,
    className: 'bg-plum-100 text-plum-700',
  },
];

/** Beside the header: a friendly hello and where to go next. */
export function WelcomeCard({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="flex flex-col rounded-3xl border border-border/70 bg-card p-6 shadow-soft"
    >
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-sunny-300/50 px-3 py-1 text-xs font-bold tracking-wide text-plum-800">
        <Sparkles aria-hidden="true" className="size-3.5" />
        This month&apos;s contest is open
      </p>
      <h2 id="welcome-title" className="mt-3 text-xl font-extrabold">
        Welcome, {firstName}!
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Enter your best photo, cheer on other pets and climb the leaderboard.
      </p>
      <ul className="mt-4 grid gap-1">
        {nextSteps.map(({ to, label, icon: Icon, className }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl px-2 py-2 text-sm font-semibold text-plum-800 transition-colors hover:bg-coral-50"
            >
              <span className={`flex size-8 items-center justify-center rounded-lg ${className}`}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {label}
              <span
                aria-hidden="true"
                className="ml-auto text-plum-300 transition-transform group-hover:translate-x-0.5 group-hover:text-coral-600"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
