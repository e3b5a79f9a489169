import { messages } from '@pawprize/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SonnerToaster } from '@/app/sonner-toaster';
import { createQueryClient } from '@/lib/query-client';
import { makePet } from '@/test/pets';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ComplimentButton } from './components/compliment-button';
import { findVisibleText } from '@/test/find-visible';

/** Each request waits until the test answers it. */
function pendingCompliments() {
  const waiting: ((response: Response) => void)[] = [];
  const bodies: unknown[] = [];
  const fetchMock = mockFetch(({ url, method, body }) => {
    expect(`${method} ${url.pathname}`).toBe('POST /api/ai/compliment');
    bodies.push(body);
    return new Promise<Response>((resolve) => waiting.push(resolve));
  });
  const answer = (response: Response) => waiting.shift()!(response);
  return { fetchMock, bodies, answer };
}

function renderButton(props: { petName: string; petTrait?: string }) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ComplimentButton {...props} />
      <SonnerToaster />
    </QueryClientProvider>,
  );
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('ComplimentButton', () => {
  it('goes idle → Generating... → the compliment → New Compliment, and gets another', async () => {
    const { bodies, answer } = pendingCompliments();
    const user = renderButton({ petName: 'Biscuit', petTrait: 'fluffy' });

    await user.click(screen.getByRole('button', { name: messages.compliment.get }));
    const busy = screen.getByRole('button', { name: messages.compliment.generating });
    expect(busy).toBeDisabled();
    expect(bodies).toEqual([{ petName: 'Biscuit', petTrait: 'fluffy' }]);

    answer(json(200, { compliment: 'Biscuit could make a thunderstorm feel cosy.' }));
    const bubble = await screen.findByText('Biscuit could make a thunderstorm feel cosy.');
    expect(bubble.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('An AI compliment for Biscuit')).toBeVisible();

    await user.click(screen.getByRole('button', { name: messages.compliment.again }));
    expect(screen.getByRole('button', { name: messages.compliment.generating })).toBeDisabled();
    answer(json(200, { compliment: 'Biscuit has the fluffiest ears in the county.' }));
    await findVisibleText('Biscuit has the fluffiest ears in the county.');
    expect(screen.queryByText('Biscuit could make a thunderstorm feel cosy.')).toBeNull();
    expect(screen.getByRole('button', { name: messages.compliment.again })).toBeEnabled();
    expect(bodies).toHaveLength(2);
  });

  it("toasts the catalogue's message when the AI fails, and can be tried again", async () => {
    const { answer } = pendingCompliments();
    const user = renderButton({ petName: 'Biscuit' });
    await user.click(screen.getByRole('button', { name: messages.compliment.get }));
    answer(json(502, { code: 'AI_FAILED', message: messages.compliment.failed }));
    await findVisibleText(messages.compliment.failed);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages.compliment.get })).toBeEnabled(),
    );

    await user.click(screen.getByRole('button', { name: messages.compliment.get }));
    answer(json(200, { compliment: 'Biscuit is pure sunshine.' }));
    await findVisibleText('Biscuit is pure sunshine.');
  });

  it('says how long to wait when rate limited', async () => {
    const { answer } = pendingCompliments();
    const user = renderButton({ petName: 'Biscuit' });
    await user.click(screen.getByRole('button', { name: messages.compliment.get }));
    answer(
      json(429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 1 minute.',
      }),
    );
    expect(
      await screen.findByText('Too many requests. Please try again in 1 minute.'),
    ).toBeVisible();
  });

  it('sits on the pet detail page and compliments that pet', async () => {
    const pet = makePet({ petName: 'Marmalade' });
    const bodies: unknown[] = [];
    mockFetch(({ url, body }) => {
      if (url.pathname === `/api/pets/${pet.id}`) return json(200, { pet });
      if (url.pathname === '/api/ai/compliment') {
        bodies.push(body);
        return json(200, { compliment: 'Marmalade glows like a sunset.' });
      }
      return json(200, { pets: [], nextCursor: null });
    });
    const { user } = renderApp(`/gallery/${pet.id}`);
    await user.click(
      await screen.findByRole('button', { name: messages.compliment.get }, { timeout: 5000 }),
    );
    await findVisibleText('Marmalade glows like a sunset.');
    // With its id: the server knows from the photo what animal Marmalade is.
    expect(bodies).toEqual([{ petName: 'Marmalade', petId: pet.id }]);
  });
});
