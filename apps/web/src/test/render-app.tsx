import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { flushRouterUpdate } from '@/lib/flush-router-update';
import { SonnerToaster } from '@/app/sonner-toaster';
import { routes } from '@/app/routes';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { fakeAuth } from './auth';

/** Renders the real route table at `path`, with an injected auth state (no server needed). */
export function renderApp(path = '/', auth: Partial<AuthContextValue> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth(auth)}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
        <SonnerToaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}
