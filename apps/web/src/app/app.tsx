import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { flushRouterUpdate } from '@/lib/flush-router-update';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* flushSync lets `navigate(to, { flushSync: true })` commit at once (used by sign-out). */}
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
