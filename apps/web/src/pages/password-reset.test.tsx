import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, json, installFetchMock } from '@/test/fetch';
import { renderApp } from '@/test/render-app';

const fetchMock = installFetchMock();

// Load the lazy page module up front, so the first test does not race its import.
beforeAll(async () => {
  await import('@/pages/forgot-password');
  await import('@/pages/reset-password');
});

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

describe('/forgot-password', () => {
  it('sends the email and shows the same answer for every address', async () => {
    fetchMock.mockResolvedValue(json(200, { message: messages.auth.resetEmailSent }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(messages.auth.resetEmailSent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/forgot-password')[0]!.body).toEqual({
      email: 'who@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('asks for a valid email first', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.auth.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/reset-password', () => {
  async function submit(
    user: ReturnType<typeof renderApp>['user'],
    password: string,
    confirm = password,
  ) {
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password, forgets the session and sends the user to /login', async () => {
    fetchMock.mockResolvedValue(json(200, { message: messages.auth.passwordResetDone }));
    const refresh = vi.fn(async () => {});
    const { user, router } = renderApp('/reset-password?token=tok123', { refresh });
    await submit(user, 'a-brand-new-secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, '/api/auth/reset-password')[0]!.body).toEqual({
      token: 'tok123',
      password: 'a-brand-new-secret',
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(await toasts().findByText(messages.auth.passwordResetDone)).toBeInTheDocument();
  });

  it('checks the length and that both passwords match', async () => {
    const { user } = renderApp('/reset-password?token=tok123');
    await submit(user, 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      messages.auth.passwordTooShort,
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an expired link and offers a new one', async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: 'BAD_REQUEST', message: messages.auth.resetTokenInvalid }),
    );
    const { user } = renderApp('/reset-password?token=old');
    await submit(user, 'a-brand-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when the link has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/incomplete/);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
