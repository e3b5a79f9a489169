import type { BrowserContext } from 'playwright-core';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';

/** Signs a browser context in with a session from the API (`verifiedAccount`'s Cookie header). */
export async function addSessionCookies(
  context: BrowserContext,
  server: StartedServer,
  cookieHeader: string,
): Promise<void> {
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
}
