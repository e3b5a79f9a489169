import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which hops of `X-Forwarded-For` are believed (docs/decisions/0116-trusted-proxies.md): none
 * (false), the nearest `n` proxies (a hop count), or the proxies at these addresses. Client
 * addresses feed every per-address limit, the share-visit check and fraud detection's network
 * grouping, so "every hop" (`true`) is refused: a client would write its own address.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (Fastify passes a list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const TRUST_EVERY_HOP_MESSAGE =
  '"true" would believe any address a client writes into X-Forwarded-For, so anyone could ' +
  'choose their own address and escape every per-address limit. Give the number of proxies in ' +
  'front of PawPrize (1 for one reverse proxy such as Caddy or nginx, 2 for a CDN in front of ' +
  'it) or their addresses (e.g. 127.0.0.1, or 10.0.0.0/8,192.168.1.5)';

/** The TRUST_PROXY setting: `false`/`0`, a hop count, or a comma-separated list of addresses. */
export const trustProxySetting = z
  .string()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['false', 'no', 'off', '0'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) {
      ctx.addIssue({ code: 'custom', message: TRUST_EVERY_HOP_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_HOPS) {
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxies` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          `must be false, a number of proxies (e.g. 1) or their addresses (e.g. ` +
          `127.0.0.1,10.0.0.0/8); not understood: ${bad.join(', ') || raw}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .default(false);

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes the function Fastify itself makes
 * of a number (hop 0 is the connection's peer): its types list no number.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
