import { isIPv4, isIPv6 } from 'node:net';

/**
 * Pure identity rules (docs/product/identity.md, docs/product/votes.md): the voter's local day and
 * time zone, and what a per-IP limit counts. No database here; tested in identity.rules.test.ts.
 */

// ---- Days and time zones -------------------------------------------------------------------

interface Zone {
  /** The canonical IANA name ('europe/paris' → 'Europe/Paris'). */
  name: string;
  /** Formats a date as 'MM/DD/YYYY' in the zone. */
  formatter: Intl.DateTimeFormat;
}

/** Zones by the name they were asked for: building a formatter costs far more than using one. */
const zones = new Map<string, Zone>();
const MAX_ZONES = 1000;

function zoneOf(timeZone: string | undefined | null): Zone | null {
  if (!timeZone) return null;
  const cached = zones.get(timeZone);
  if (cached) return cached;
  if (timeZone.length > 64) return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
  const zone = { name: formatter.resolvedOptions().timeZone, formatter };
  if (zones.size >= MAX_ZONES) {
    zones.clear();
    lastDay.clear();
  }
  zones.set(timeZone, zone);
  return zone;
}

/** The canonical name of an IANA time zone ('europe/paris' → 'Europe/Paris'), or null. */
export function canonicalTimeZone(value: string | undefined | null): string | null {
  return zoneOf(value)?.name ?? null;
}

/**
 * The zone that decides the voter's "today": the browser's (X-Time-Zone) when valid, else the
 * account's stored one, else UTC.
 */
export function pickTimeZone(
  header: string | undefined,
  stored: string | null | undefined,
): string {
  return canonicalTimeZone(header) ?? canonicalTimeZone(stored) ?? 'UTC';
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d+)$/;
const MS_PER_MINUTE = 60_000;

/**
 * Last answer per zone. Every zone's offset is a whole number of minutes, so a local date can only
 * change on a minute boundary: the answer holds for the rest of its UTC minute.
 */
const lastDay = new Map<Zone, { minute: number; day: string }>();

/** The calendar day ('YYYY-MM-DD') in `timeZone` at `now` (an invalid zone counts as UTC). */
export function localDay(now: Date, timeZone: string): string {
  const zone = zoneOf(timeZone) ?? zoneOf('UTC')!;
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  const cached = lastDay.get(zone);
  if (cached?.minute === minute) return cached.day;
  const m = US_DATE.exec(zone.formatter.format(now));
  if (!m) throw new RangeError(`cannot format ${now.toISOString()} in ${zone.name}`);
  const day = `${m[3]!.padStart(4, '0')}-${m[1]}-${m[2]}`;
  lastDay.set(zone, { minute, day });
  return day;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

// ---- Client IPs ----------------------------------------------------------------------------

function ipv6Groups(ip: string): number[] | null {
  let address = ip.split('%')[0]!;
  const embedded = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(2).map(Number) as [number, number, number, number];
    address = `${embedded[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(Math.max(0, fill)).fill('0'), ...tail];
  if (groups.length !== 8) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * What a per-IP limit counts: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by
 * its /64 network (one household or phone usually holds a whole /64).
 */
export function ipPrefix(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip.split('%')[0]!)) {
    const groups = ipv6Groups(ip);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
  }
  return ip;
}

/**
 * The client's network for fraud detection, truncated so the address itself is never stored:
 * IPv4 (also IPv4-mapped) by /24 as '203.0.113.0/24', IPv6 by /48 as '2001:db8:1::/48'; null for
 * anything else (docs/decisions/0085-fraud-detection.md).
 */
export function ipNetwork(ip: string): string | null {
  const mapped = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip.split('%')[0]!)) {
    const groups = ipv6Groups(ip);
    if (groups)
      return `${groups
        .slice(0, 3)
        .map((g) => g.toString(16))
        .join(':')}::/48`;
  }
  return null;
}
