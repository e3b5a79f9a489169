import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

/** `/newsletter/confirm` (double opt-in, docs/decisions/0113-newsletter-double-opt-in.md). */
describe('newsletter confirmation page', () => {
  it('confirms only when the button is pressed (a mail scanner opening the link does not)', async () => {
    const fetchMock = mockFetch(() => json(200, { message: messages.newsletter.confirmed }));
    const { user } = renderApp('/newsletter/confirm?token=tok-123');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' }, slowPage);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    await findVisibleText(messages.newsletter.confirmed);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123' });
  });

  it('says when the link is used or expired, and when it has no token', async () => {
    mockFetch(() => json(404, { code: 'NOT_FOUND', message: messages.newsletter.confirmInvalid }));
    const { user, unmount } = renderApp('/newsletter/confirm?token=old');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm my subscription' }, slowPage),
    );
    await findVisibleText(messages.newsletter.confirmInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    unmount();
    renderApp('/newsletter/confirm');
    await findVisibleText(messages.newsletter.confirmInvalid);
  });

  it('offers a retry when the server fails', async () => {
    mockFetch(() => json(503, { code: 'SERVICE_UNAVAILABLE' }));
    const { user } = renderApp('/newsletter/confirm?token=tok');
    await user.click(
      await screen.findByRole('button', { name: 'Confirm my subscription' }, slowPage),
    );
    await findVisibleText(messages.newsletter.confirmFailed);
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  });
});
