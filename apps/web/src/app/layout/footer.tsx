import { href } from '@pawprize/shared/routes';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

const footerLinks = [
  { label: 'About', to: href('about') },
  { label: 'How we count votes', to: href('integrity') },
  { label: 'Terms', to: href('terms') },
  { label: 'Privacy', to: href('privacy') },
  { label: 'Contact', to: href('contact') },
  { label: 'Shop', to: href('shop') },
  { label: 'Blog', to: href('blog') },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border/70 bg-cream-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div className="max-w-sm">
          <Link
            to={href('home')}
            aria-label="PawPrize home"
            className="flex min-h-11 w-fit items-center rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            A friendly monthly photo contest for pets and the people who love them. Share your best
            friend, vote for your favourites, and cheer on this month&apos;s winner on its way to a
            magazine feature.
          </p>
        </div>
        <nav aria-label="Footer" className="md:justify-self-end">
          <ul className="grid grid-cols-2 gap-x-10 text-sm sm:gap-y-3 font-semibold sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center rounded text-plum-700 transition-colors sm:min-h-0 hover:text-coral-700 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border/70">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-xs text-muted-foreground sm:px-6">
          <span>© {year} PawPrize. All rights reserved.</span>
          <span className="inline-flex items-center gap-1">
            Made with
            <Heart aria-hidden="true" className="size-3.5 fill-coral-500 text-coral-500" />
            <span className="sr-only">love</span>
            for pets everywhere
          </span>
        </p>
      </div>
    </footer>
  );
}
