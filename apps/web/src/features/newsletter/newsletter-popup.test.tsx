import { messages, NEWSLETTER_POPUP_DELAY_MS } from '@pawprize/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/auth';
import {
  holdNewsletterPopup,
  POPUP_FLAG_KEY,
  POPUP_SHOWN_KEY,
  requestNewsletterPopup,
  resetPopupHold,
} from './popup-flag';
import { findVisibleText } from '@/test/find-visible';

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetPopupHold();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
  localStorage.clear();
});

/** Renders the app with fake timers and lets the popup delay pass. */
async function renderAndWait(ms = NEWSLETTER_POPUP_DELAY_MS, auth = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const app = renderApp('/about', auth);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  return app;
}

/** Opens the popup (flag set, 3 s passed) and goes back to real timers for typing. */
async function openPopup() {
  localStorage.setItem(POPUP_FLAG_KEY, 'true');
  const app = await renderAndWait();
  vi.useRealTimers();
  const dialog = await screen.findByRole('dialog', { name: /10% off/i });
  return { ...app, dialog, input: within(dialog).getByRole('textbox', { name: 'Email address' }) };
}

describe('newsletter popup', () => {
  it('appears 3 s after load when the flag is set, and clears the flag', async () => {
    localStorage.setItem(POPUP_FLAG_KEY, 'true');
    await renderAndWait(NEWSLETTER_POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    // The dialog's code is loaded when it opens.
    expect(
      await screen.findByRole('dialog', { name: 'Get 10% off your next order' }),
    ).toBeVisible();
    expect(localStorage.getItem(POPUP_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(POPUP_SHOWN_KEY)).toBe('true');
  });

  it('never appears to a signed-in member, verified or not, and keeps the request', async () => {
    for (const emailVerified of [true, false]) {
      localStorage.setItem(POPUP_FLAG_KEY, 'true');
      const app = await renderAndWait(NEWSLETTER_POPUP_DELAY_MS * 3, {
        user: makeUser({ emailVerified }),
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem(POPUP_FLAG_KEY)).toBe('true');
      expect(localStorage.getItem(POPUP_SHOWN_KEY)).toBeNull();
      app.unmount();
      vi.useRealTimers();
    }
  });

  it('starts no countdown while the session is still loading', async () => {
    localStorage.setItem(POPUP_FLAG_KEY, 'true');
    await renderAndWait(NEWSLETTER_POPUP_DELAY_MS * 3, { isLoading: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POPUP_FLAG_KEY)).toBe('true');
  });

  it('does not appear after a failed action of this page load', async () => {
    localStorage.setItem(POPUP_FLAG_KEY, 'true');
    holdNewsletterPopup();
    await renderAndWait(NEWSLETTER_POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Kept for a later, calmer page load.
    expect(localStorage.getItem(POPUP_FLAG_KEY)).toBe('true');
  });

  it('does not appear without the flag', async () => {
    await renderAndWait(NEWSLETTER_POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wants an address with an @ before sending anything', async () => {
    const fetchMock = mockFetch(() => json(201, {}));
    const { user, dialog, input } = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByText(messages.newsletter.popupInvalidEmail)).toBeVisible();
    await user.type(input, 'bella.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByText(messages.newsletter.popupInvalidEmail)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("subscribes with source 'popup', shows the PET10 toast and closes", async () => {
    const fetchMock = mockFetch(() =>
      json(201, { message: messages.newsletter.popupSuccess, discountCode: 'PET10' }),
    );
    const { user, dialog, input } = await openPopup();
    await user.type(input, 'bella@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    // sonner mounts the toast a moment before it shows it, and the dialog closes with an animation.
    const toastText = await screen.findByText(messages.newsletter.popupSuccess);
    await waitFor(() => expect(toastText).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'bella@example.com',
      source: 'popup',
    });
  });

  it('stays open on a duplicate or a failure, with the popup texts', async () => {
    let status = 409;
    mockFetch(() =>
      status === 409
        ? json(409, { code: 'ALREADY_SUBSCRIBED', message: messages.newsletter.alreadySubscribed })
        : json(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
    );
    const { user, dialog, input } = await openPopup();
    await user.type(input, 'bella@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findVisibleText(messages.newsletter.alreadySubscribed);
    expect(screen.getByRole('dialog')).toBeVisible();
    status = 503;
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findVisibleText(messages.newsletter.popupFailed);
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('requestNewsletterPopup', () => {
  it('sets the flag once, and never after the popup was shown', () => {
    requestNewsletterPopup();
    expect(localStorage.getItem(POPUP_FLAG_KEY)).toBe('true');
    localStorage.removeItem(POPUP_FLAG_KEY);
    localStorage.setItem(POPUP_SHOWN_KEY, 'true');
    requestNewsletterPopup();
    expect(localStorage.getItem(POPUP_FLAG_KEY)).toBeNull();
  });
});
