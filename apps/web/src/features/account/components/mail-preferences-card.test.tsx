import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { json, installFetchMock } from '@/test/fetch';
import { MailPreferencesCard } from './mail-preferences-card';

const fetchMock = installFetchMock();

afterEach(() => vi.useRealTimers());

describe('MailPreferencesCard', () => {
  it('names this month in the winner mail’s subject, never a "{month}" placeholder', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T12:00:00Z'), toFake: ['Date'] });
    fetchMock.mockImplementation(async () =>
      json(200, { monthlyWinner: true, captionWinner: true, weeklyDigest: false }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MailPreferencesCard />
      </QueryClientProvider>,
    );
    const switchEl = await screen.findByRole('switch', { name: 'My pet won the month' });
    expect(switchEl).toHaveAccessibleDescription(
      '“Your pet won December 2026!” when one of your pets is the monthly winner.',
    );
    expect(document.body.textContent).not.toContain('{month}');
  });
});
