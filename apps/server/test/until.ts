/**
 * Waits for a condition instead of a fixed time: resolves with `check`'s first truthy answer
 * (asked every `everyMs`), or throws after `ms`.
 */
export async function until<T>(
  check: () => T | Promise<T>,
  ms = 10_000,
  everyMs = 20,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
