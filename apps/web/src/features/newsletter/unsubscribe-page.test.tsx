import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

describe('unsubscribe page', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const fetchMock = mockFetch(() => json(200, { message: messages.newsletter.unsubscribed }));
    const { user } = renderApp('/unsubscribe?token=tok-123');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, slowPage);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    await findVisibleText(messages.newsletter.unsubscribed);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123' });
  });

  it('says when the link is not valid', async () => {
    mockFetch(() =>
      json(404, { code: 'NOT_FOUND', message: messages.newsletter.unsubscribeInvalid }),
    );
    const { user } = renderApp('/unsubscribe?token=nope');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, slowPage));
    await findVisibleText(messages.newsletter.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails, and explains a link without a token', async () => {
    mockFetch(() => json(503, { code: 'SERVICE_UNAVAILABLE' }));
    const { user, unmount } = renderApp('/unsubscribe?token=tok');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, slowPage));
    await findVisibleText(messages.newsletter.unsubscribeFailed);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    unmount();
    renderApp('/unsubscribe');
    await findVisibleText(messages.newsletter.unsubscribeInvalid);
  });
});
