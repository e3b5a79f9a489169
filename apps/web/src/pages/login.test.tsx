import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, json, installFetchMock } from '@/test/fetch';
import { renderApp } from '@/test/render-app';

const fetchMock = installFetchMock();

// Load the lazy page module up front, so the first test does not race its import.
beforeAll(async () => {
  await import('@/pages/login');
});

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], password = 'hunter22!') {
  await user.type(await screen.findByLabelText('Email'), ' bob@example.com ');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('signs in, re-reads the session and follows ?redirect=', async () => {
    fetchMock.mockResolvedValue(json(200, { user: { id: 'u1' }, session: {} }));
    const refresh = vi.fn(async () => {});
    const { user, router } = renderApp('/login?redirect=/upload', { refresh });
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
    expect(callsTo(fetchMock, '/api/auth/sign-in')).toEqual([
      expect.objectContaining({ body: { email: 'bob@example.com', password: 'hunter22!' } }),
    ]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(await toasts().findByText(messages.auth.loggedIn)).toBeInTheDocument();
  });

  it('goes to /dashboard without a return path, and ignores an off-site one', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const { user, router } = renderApp('/login?redirect=//evil.example');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message when sign-in fails, and stays", async () => {
    fetchMock.mockResolvedValue(
      json(401, { code: 'UNAUTHENTICATED', message: messages.auth.invalidCredentials }),
    );
    const refresh = vi.fn(async () => {});
    const { user, router } = renderApp('/login', { refresh });
    await fillAndSubmit(user);

    expect(await toasts().findByText(messages.auth.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("falls back to the catalogue's text when the server gives no answer", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await toasts().findByText(messages.auth.loginFailed)).toBeInTheDocument();
  });

  it('shows the wait of a 429 and holds the button until then', async () => {
    fetchMock.mockResolvedValue(
      json(429, { code: 'RATE_LIMITED', message: 'Too many requests.' }, { 'Retry-After': '42' }),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await toasts().findByText('Too many requests.')).toBeInTheDocument();
    expect(toasts().getByText('Try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again in 42 seconds' })).toBeDisabled();
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to /forgot-password and /signup (keeping the return path)', async () => {
    renderApp('/login?redirect=/create');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=/create',
    );
  });

  it('explains a failed verification link', async () => {
    renderApp('/login?verifyError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/verification link is invalid/);
  });
});
