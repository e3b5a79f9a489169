import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { flushRouterUpdate } from '@/lib/flush-router-update';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * `drawn`: the app hydrates a page the server sent drawn (ADR 0043, ADR 0122). The visitor may
 * have scrolled it already, so the router does not scroll to the top on its first render (as
 * after a server render: `hydrationData`; there are no loaders, so there is no data to hand
 * over).
 */
export function App({
  drawn = false,
  onFirstCommit,
}: {
  drawn?: boolean;
  /** Called once the first render is on the screen (a drawn page then becomes live). */
  onFirstCommit?: () => void;
}) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter(routes, drawn ? { hydrationData: {} } : undefined),
  );
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* flushSync lets `navigate(to, { flushSync: true })` commit at once (used by sign-out). */}
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
