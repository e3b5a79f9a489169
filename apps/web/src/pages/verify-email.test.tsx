import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { callsTo, json, installFetchMock } from '@/test/fetch';
import { renderApp } from '@/test/render-app';

const fetchMock = installFetchMock();

beforeAll(async () => {
  await import('@/pages/verify-email');
  await import('@/pages/reset-password');
  await import('@/pages/login');
  await import('@/pages/dashboard');
});

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

/** docs/decisions/0100-verification-proves-ownership.md, the web side. */
describe('/verify-email', () => {
  it('signed out: sends nothing until a choice, offers logging in first (back here after)', async () => {
    renderApp('/verify-email?token=tok.en');
    const login = await screen.findByRole('link', { name: 'Log in, then verify' });
    expect(login).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/verify-email?token=tok.en').replace(/%2F/gi, '/')}`,
    );
    expect(screen.getByRole('button', { name: 'Verify and choose a new password' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the account over and goes to choose the password', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        status: 'choose-password',
        resetToken: 'reset123',
        message: messages.auth.verifyChoosePassword,
      }),
    );
    const refresh = vi.fn(async () => {});
    const { user, router } = renderApp('/verify-email?token=tok.en', { refresh });
    await user.click(
      await screen.findByRole('button', { name: 'Verify and choose a new password' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('?token=reset123&verified=1');
    expect(callsTo(fetchMock, '/api/auth/verify-email')[0]!.body).toEqual({
      token: 'tok.en',
      takeOver: true,
    });
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(messages.auth.verifyChoosePassword);
  });

  it('signed in: confirms at once without taking over, then the dashboard says so', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify-email')
        ? json(200, { status: 'verified', change: false, message: messages.auth.emailVerified })
        : // The dashboard's own panels stay loading.
          new Promise<Response>(() => {}),
    );
    const { router } = renderApp('/verify-email?token=tok.en', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'tok.en', takeOver: false } }),
    ]);
    expect(await toasts().findByText(messages.auth.emailVerified)).toBeInTheDocument();
  });

  it('a change of address offers only logging in', async () => {
    renderApp('/verify-email?token=tok.en&change=1');
    expect(await screen.findByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
    expect(screen.getByText(messages.auth.verifySignInFirst)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to confirm' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /choose a new password/ })).toBeNull();
  });

  it("shows the server's refusal (another account's link) and changes nothing", async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify-email')
        ? json(409, { code: 'CONFLICT', message: messages.auth.verifyOtherAccount })
        : new Promise<Response>(() => {}),
    );
    const { router } = renderApp('/verify-email?token=tok.en', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.verifyOtherAccount);
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('a link without a token says it is invalid', async () => {
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.verifyLinkInvalid);
  });
});

describe('where verification links land', () => {
  it('/dashboard?verifyError=other-account says the link was for another account, once', async () => {
    const { router } = renderApp('/dashboard?verifyError=other-account', { user: makeUser() });
    expect(await toasts().findByText(messages.auth.verifyOtherAccount)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('/dashboard?emailChanged=1 confirms the new address', async () => {
    renderApp('/dashboard?emailChanged=1', { user: makeUser() });
    expect(await toasts().findByText(messages.auth.emailChanged)).toBeInTheDocument();
  });

  it('/login?verified=1 says the address is verified already', async () => {
    renderApp('/login?verified=1');
    expect(await screen.findByText(messages.auth.emailAlreadyVerified)).toBeVisible();
  });
});
