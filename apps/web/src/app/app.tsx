import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { flushRouterUpdate } from '@/lib/flush-router-update';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * `drawn`: the app replaces a page the server sent drawn (ADR 0043). The visitor may have
 * scrolled it already, so the router does not scroll to the top on its first render (as after a
 * server render: `hydrationData`; there are no loaders, so there is no data to hand over).
 */
export function App({ drawn = false }: { drawn?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter(routes, drawn ? { hydrationData: {} } : undefined),
  );
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* flushSync lets `navigate(to, { flushSync: true })` commit at once (used by sign-out). */}
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
