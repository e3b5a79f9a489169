import { flushSync } from 'react-dom';

/**
 * React Router's `flushSync` prop (what `react-router/dom` passes): lets a navigation with
 * `{ flushSync: true }` commit synchronously instead of in a transition. Sign-out uses it to
 * leave a protected page before the session is cleared.
 */
export function flushRouterUpdate(fn: () => unknown): undefined {
  flushSync(fn);
  return undefined;
}
