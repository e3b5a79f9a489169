import Bowser from 'bowser';

/**
 * "Firefox on Linux" from a session's user agent (bowser, a maintained parser), for the list of
 * signed-in devices (docs/product/account.md).
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name || 'Unknown browser';
  const os = parsed.os.name;
  return os ? `${browser} on ${os}` : browser;
}
