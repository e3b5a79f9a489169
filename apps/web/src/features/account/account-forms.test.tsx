import { messages } from '@pawprize/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ChangeEmailForm } from './components/change-email-form';
import { ChangePasswordForm } from './components/change-password-form';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

function renderForm(form: ReactElement) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      {form}
      <AppToaster />
    </QueryClientProvider>,
  );
  return { user };
}

describe('change email form', () => {
  it('sends the new address with the password, says what happens, and empties the fields', async () => {
    const fetchMock = mockFetch(() =>
      json(200, { status: 'pending', message: 'We sent a link to new@example.com.' }),
    );
    const onChanged = vi.fn();
    const { user } = renderForm(<ChangeEmailForm email="old@example.com" onChanged={onChanged} />);
    expect(screen.getByText('old@example.com')).toBeVisible();
    const email = screen.getByLabelText('New email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'new@example.com');
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'a good long password');
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('We sent a link to new@example.com.')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/email');
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'a good long password',
    });
    expect(email).toHaveValue('');
    expect(password).toHaveValue('');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('checks the fields before sending, and shows the server’s field error inline', async () => {
    const fetchMock = mockFetch(() =>
      json(400, {
        code: 'VALIDATION',
        message: 'Wrong password',
        fieldErrors: { currentPassword: ['That is not your password.'] },
      }),
    );
    const { user } = renderForm(<ChangeEmailForm email="old@example.com" onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Your password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await findVisibleText('That is not your password.');
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('change password form', () => {
  it('changes the password, says so and empties the fields', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const { user } = renderForm(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    const fresh = screen.getByLabelText('New password');
    expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    expect(
      screen.getByText('At least 8 characters; a short phrase is easy to remember.'),
    ).toBeVisible();
    await user.type(fresh, 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await findVisibleText(messages.account.passwordChanged);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/password');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'the old password',
      newPassword: 'a brand new password',
    });
    expect(fresh).toHaveValue('');
  });

  it('says when the change failed, keeping what was typed', async () => {
    mockFetch(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    const { user } = renderForm(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'the old password');
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await findVisibleText(messages.account.passwordChangeFailed);
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new password');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});

describe('mail unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, and names the kind of mail', async () => {
    const fetchMock = mockFetch(() =>
      json(200, { kind: 'weeklyDigest', message: messages.account.unsubscribed }),
    );
    const { user } = renderApp('/mail/unsubscribe?token=tok-1');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, slowPage);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    await findVisibleText('You will get no more of the weekly digest.');
    expect(screen.getByRole('link', { name: 'Mail settings' })).toHaveAttribute(
      'href',
      '/dashboard#mails',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/mail/unsubscribe?token=tok-1');
  });

  it('says when the link is not valid, and keeps the button after a server failure', async () => {
    let answer = json(503, { code: 'SERVICE_UNAVAILABLE' });
    mockFetch(() => answer);
    const { user, unmount } = renderApp('/mail/unsubscribe?token=tok-2');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, slowPage));
    await findVisibleText(messages.account.mailPreferencesFailed);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();

    answer = json(400, { code: 'VALIDATION', message: 'bad token' });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await findVisibleText(messages.account.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    unmount();

    renderApp('/mail/unsubscribe');
    expect(
      await screen.findByText(messages.account.unsubscribeInvalid, {}, slowPage),
    ).toBeVisible();
  });
});
