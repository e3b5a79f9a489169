import { messages } from '@pawprize/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderVoting } from '@/test/votes';
import { toast } from '@/lib/toast';
import { VerifyBanner } from './verify-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('VerifyBanner', () => {
  it('shows nothing to a visitor or a verified member', () => {
    const visitor = renderVoting(<VerifyBanner />);
    expect(screen.queryByTestId('verify-banner')).toBeNull();
    visitor.unmount();
    renderVoting(<VerifyBanner />, { auth: { user: makeUser({ emailVerified: true }) } });
    expect(screen.queryByTestId('verify-banner')).toBeNull();
  });

  it('asks an unverified member to verify and resends the link', async () => {
    const fetchMock = mockFetch(({ url, method }) =>
      url.pathname === '/api/auth/resend-verification' && method === 'POST'
        ? json(200, { message: messages.auth.verificationSent })
        : json(404, { code: 'NOT_FOUND', message: 'Not found' }),
    );
    const { user } = renderVoting(<VerifyBanner />, {
      auth: { user: makeUser({ emailVerified: false, email: 'pip@example.com' }) },
    });
    const banner = await screen.findByRole('region', { name: 'Verify your email to vote' });
    expect(banner).toHaveTextContent('pip@example.com');
    await user.click(within(banner).getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText(messages.auth.verificationSent)).toBeInTheDocument();
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'New link sent to pip@example.com',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when the resend is refused", async () => {
    mockFetch(() => json(400, { code: 'BAD_REQUEST', message: 'Your email is already verified.' }));
    const { user } = renderVoting(<VerifyBanner />, {
      auth: { user: makeUser({ emailVerified: false }) },
    });
    await user.click(screen.getByRole('button', { name: /Resend/ }));
    expect(await screen.findByText('Your email is already verified.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend/ })).toHaveTextContent('Resend');
  });
});
