import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, json, installFetchMock } from '@/test/fetch';
import { renderApp } from '@/test/render-app';

const fetchMock = installFetchMock();

// Load the lazy page module up front, so the first test does not race its import.
beforeAll(async () => {
  await import('@/pages/signup');
});

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<'Full name' | 'Username' | 'Email' | 'Password', string>> = {},
) {
  const all = {
    'Full name': 'Alice Example',
    Username: 'Alice_1',
    Email: 'alice@example.com',
    Password: 'biscuits-and-gravy',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/signup', () => {
  it('creates the account, toasts, re-reads the session and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(json(201, { user: { id: 'u1' } }));
    const refresh = vi.fn(async () => {});
    const { user, router } = renderApp('/signup', { refresh });
    await fill(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [call] = callsTo(fetchMock, '/api/auth/sign-up');
    expect(call!.body).toMatchObject({
      fullName: 'Alice Example',
      username: 'Alice_1',
      email: 'alice@example.com',
      password: 'biscuits-and-gravy',
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(await toasts().findByText(messages.auth.signedUp)).toBeInTheDocument();
  });

  it("shows the server's field errors from a 400 under their fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        code: 'VALIDATION_FAILED',
        message: messages.auth.passwordTooCommon,
        fieldErrors: { password: [messages.auth.passwordTooCommon] },
      }),
    );
    const { user, router } = renderApp('/signup');
    await fill(user, { Password: 'password123' });

    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(messages.auth.passwordTooCommon);
    expect(password).toHaveFocus();
    expect(await toasts().findByText(messages.auth.passwordTooCommon)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('marks a taken username (409) and toasts the reason', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        code: 'CONFLICT',
        message: messages.auth.usernameTaken,
        fieldErrors: { username: [messages.auth.usernameTaken] },
      }),
    );
    const { user } = renderApp('/signup');
    await fill(user);
    expect(await screen.findByLabelText('Username')).toHaveAccessibleDescription(
      messages.auth.usernameTaken,
    );
    expect(await toasts().findByText(messages.auth.usernameTaken)).toBeInTheDocument();
  });

  it("falls back to the catalogue's text on a server failure", async () => {
    fetchMock.mockResolvedValue(json(500, { code: 'INTERNAL', message: 'boom' }));
    const { user } = renderApp('/signup');
    await fill(user);
    expect(await toasts().findByText(messages.auth.signupFailed)).toBeInTheDocument();
  });

  it('checks the fields before calling the server, and clears an error once fixed', async () => {
    const { user } = renderApp('/signup');
    await fill(user, { 'Full name': '', Username: 'no', Email: 'not-an-email', Password: 'abcde' });

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      messages.auth.fullNameRequired,
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      messages.auth.usernameInvalid,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.auth.emailInvalid);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      messages.auth.passwordTooShort,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'fgh');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(messages.auth.passwordTooShort)).not.toBeInTheDocument();
  });
});
