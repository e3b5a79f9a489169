import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SonnerToaster } from '@/app/sonner-toaster';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { flushRouterUpdate } from '@/lib/flush-router-update';
import { fakeAuth } from '@/test/auth';
import type { VoterState } from '@pawprize/shared/schemas/votes';

/** A voter state as `GET /api/voter` answers it (for tests). */
export function makeVoter(overrides: Partial<VoterState> = {}): VoterState {
  return {
    kind: 'account',
    dailyLimit: 20,
    votesUsedToday: 0,
    votesLeft: 20,
    bonusVotesLeft: 0,
    streak: { currentStreak: 0, highestStreak: 0, lastVoteDate: null },
    ...overrides,
  };
}

/**
 * Renders one voting component at `/` (with a /login route to land on), a query client the test
 * can seed, the app's toaster and an injected auth state.
 */
export function renderVoting(
  element: ReactElement,
  {
    auth = {},
    queryClient = createQueryClient(),
  }: {
    auth?: Partial<AuthContextValue>;
    queryClient?: QueryClient;
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/login', element: <h1>Log in page</h1> },
      { path: '/gallery/:id', element: <h1>Pet page</h1> },
    ],
    { initialEntries: ['/'] },
  );
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

/** A promise the test settles by hand (to look at the optimistic state in between). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
