import { messages } from '@pawprize/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SonnerToaster } from '@/app/sonner-toaster';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from './auth-provider';
import type { AuthContextValue } from './auth-context';
import { useAuth } from './use-auth';

const fetchMock = vi.fn<typeof fetch>();
const probe: { auth: AuthContextValue | null } = { auth: null };

function Probe() {
  const value = useAuth();
  useEffect(() => {
    probe.auth = value;
  });
  return <p>{value.isLoading ? 'loading' : (value.user?.email ?? 'logged out')}</p>;
}

const auth = () => probe.auth!;

function renderProvider() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Probe />
        <SonnerToaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider', () => {
  it('is loading until the session answer, then exposes the user', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        user: {
          id: 'u1',
          email: 'bob@example.com',
          fullName: 'Bob',
          username: 'bob',
          avatarUrl: null,
          emailVerified: true,
          isAdmin: false,
        },
        session: { expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
    );
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    expect(auth().session).toEqual({ expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/session');
  });

  it.each([
    ['401', () => json(401, { code: 'UNAUTHENTICATED', message: 'No session' })],
    ['404', () => json(404, { code: 'NOT_FOUND', message: 'Not found' })],
    ['null user', () => json(200, { user: null, session: null })],
  ])('treats %s as logged out', async (_label, answer) => {
    fetchMock.mockResolvedValue(answer());
    renderProvider();
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(auth().user).toBeNull();
  });

  it('treats an unreachable server as logged out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderProvider();
    expect(await screen.findByText('logged out')).toBeInTheDocument();
  });

  it('signs out on the server and toasts the result', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { user: { id: 'u1', email: 'bob@example.com' }, session: null }),
    );
    renderProvider();
    await screen.findByText('bob@example.com');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    let ok = false;
    await act(async () => {
      ok = await auth().signOut();
    });
    expect(ok).toBe(true);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/sign-out');
    expect(fetchMock.mock.calls[1]![1]!.method).toBe('POST');
    expect(await screen.findByText(messages.auth.loggedOut)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('logged out')).toBeInTheDocument());
  });

  it('runs beforeClear while still signed in, then clears with the given message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { user: { id: 'u1', email: 'bob@example.com' }, session: null }),
    );
    renderProvider();
    await screen.findByText('bob@example.com');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    let userDuringBeforeClear: string | undefined;
    await act(async () => {
      await auth().signOut({
        successMessage: messages.auth.loggedOutDashboard,
        beforeClear: () => {
          userDuringBeforeClear = screen.getByRole('paragraph').textContent ?? undefined;
        },
      });
    });
    expect(userDuringBeforeClear).toBe('bob@example.com');
    expect(await screen.findByText(messages.auth.loggedOutDashboard)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('logged out')).toBeInTheDocument());
  });

  it('keeps the user and toasts when sign-out fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { user: { id: 'u1', email: 'bob@example.com' }, session: null }),
    );
    renderProvider();
    await screen.findByText('bob@example.com');
    fetchMock.mockResolvedValueOnce(json(500, { code: 'INTERNAL', message: 'oops' }));
    await act(async () => {
      expect(await auth().signOut()).toBe(false);
    });
    expect(await screen.findByText(messages.auth.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
  });
});
