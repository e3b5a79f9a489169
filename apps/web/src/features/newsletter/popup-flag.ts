/**
 * The stored flags behind the global newsletter popup (docs/product/newsletter.md):
 * `showEmailPopup` = 'true' asks for the popup on the next page load; `emailSignupShown` remembers
 * it has been shown, so it is asked for at most once.
 */
export const POPUP_FLAG_KEY = 'showEmailPopup';
export const POPUP_SHOWN_KEY = 'emailSignupShown';

/** localStorage, or null where it is blocked (private modes, disabled cookies). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Ask for the popup (once ever): does nothing after it has been shown. */
export function requestNewsletterPopup(): void {
  const store = storage();
  try {
    if (!store || store.getItem(POPUP_SHOWN_KEY)) return;
    store.setItem(POPUP_FLAG_KEY, 'true');
  } catch {
    // Storage full or blocked: no popup, nothing else breaks.
  }
}

/** Set by a failed action (a refused vote…): no popup on top of its message, this page load. */
let held = false;

/**
 * A failed action just happened (docs/product/newsletter.md): the popup does not open for the rest
 * of this page load. The request stays stored for a later, calmer load.
 */
export function holdNewsletterPopup(): void {
  held = true;
}

/** Tests only: a fresh page load. */
export function resetPopupHold(): void {
  held = false;
}

/**
 * True if the popup should show now; clears the request and marks it shown. Nothing after a
 * failed action of this page load (the request is kept).
 */
export function takePopupRequest(): boolean {
  if (held) return false;
  const store = storage();
  try {
    if (store?.getItem(POPUP_FLAG_KEY) !== 'true') return false;
    store.removeItem(POPUP_FLAG_KEY);
    store.setItem(POPUP_SHOWN_KEY, 'true');
    return true;
  } catch {
    return false;
  }
}
