/** Shared state for the "console.error fails the test" rule in setup.ts. */
export const consoleErrors: { calls: unknown[][]; allowed: boolean } = {
  calls: [],
  allowed: false,
};

export function resetConsoleErrors(): void {
  consoleErrors.calls = [];
  consoleErrors.allowed = false;
}

/** Call in a test that expects console errors (e.g. from an error boundary). */
export function allowConsoleErrors(): unknown[][] {
  consoleErrors.allowed = true;
  return consoleErrors.calls;
}
