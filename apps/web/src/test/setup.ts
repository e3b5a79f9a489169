import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { consoleErrors, resetConsoleErrors } from './console';

// findBy*/waitFor wait for their condition up to 15 s instead of 1 s: the first render of a lazily
// imported page can take longer than a second on a busy 2-core machine (CI runs the suites in parallel).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Radix, sonner and React Router use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

const originalError = console.error;

beforeEach(() => {
  resetConsoleErrors();
  console.error = (...args: unknown[]) => {
    consoleErrors.calls.push(args);
    if (!consoleErrors.allowed) originalError(...args);
  };
});

/**
 * sonner removes a closing toast 200 ms later, from a timer that outlives the test. If that timer
 * fires after the file's jsdom is torn down, React's state update throws "window is not
 * defined" as an unhandled error; so a file that showed toasts waits for those timers at its end.
 */
const SONNER_REMOVE_DELAY_MS = 200;
let toastsShown = false;
afterAll(async () => {
  if (toastsShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVE_DELAY_MS + 50));
});

// A console error in a test fails it (unless the test said it expects one).
afterEach(() => {
  toastsShown ||= document.querySelector('[data-sonner-toast]') !== null;
  cleanup();
  // sonner keeps its toasts in a module-level store, and @/lib/toast those still waiting for
  // the toaster: start clean.
  toast.dismiss();
  sonnerToast.dismiss();
  vi.restoreAllMocks();
  console.error = originalError;
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  if (!consoleErrors.allowed && consoleErrors.calls.length > 0) {
    const first = consoleErrors.calls[0]!.map(String).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
