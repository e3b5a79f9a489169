// Thin wrapper around autocannon: runs a load and returns requests/s and latency percentiles.
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ connections?: number, duration?: number, method?: string, headers?: Record<string,string>, body?: string, title?: string, requests?: object[] }} [opts]
 *   `requests`: autocannon's per-request list (e.g. a `setupRequest` that varies a header).
 */
export async function load(url, opts = {}) {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 10,
    duration: opts.duration ?? 10,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    ...(opts.requests ? { requests: opts.requests } : {}),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    title: opts.title ?? url,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    total: result.requests.total,
    bad,
  };
}

export function printTable(rows) {
  const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : String(n));
  console.log(
    [
      'target'.padEnd(34),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p90 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const r of rows) {
    console.log(
      [
        r.title.padEnd(34),
        fmt(r.rps).padStart(9),
        fmt(r.p50, 1).padStart(8),
        fmt(r.p90, 1).padStart(8),
        fmt(r.p99, 1).padStart(8),
        fmt(r.bad).padStart(7),
      ].join(' '),
    );
  }
}
