import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Navbar } from '@/app/layout/navbar';
import { PageLoader } from '@/components/page-loader';
import { NewsletterPopup } from '@/features/newsletter';
import { Footer } from './lazy-footer';

/** Every page: skip link, sticky navigation bar, the page, footer, the newsletter popup. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar />
      {/*
        At least a screen tall (less the 4rem bar): the footer starts below the fold, so it never
        paints mid-screen and jumps when the page's code or data arrives (ADR 0040).
      */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100lvh-4rem)] flex-1 focus:outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <NewsletterPopup />
      <ScrollRestoration />
    </div>
  );
}
