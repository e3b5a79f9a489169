import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets, swipe, vote } from '../../test/voting.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics (${testDriver})`, () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS: 'true', METRICS_TOKEN: TOKEN, MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it('is off unless METRICS=true', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('wants the token when METRICS_TOKEN is set', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests and their latency by route, votes and uploads by outcome', async () => {
    const { cookie } = await verifiedUser(t.app); // queues a verification mail
    const owner = await verifiedUser(t.app); // nobody votes for their own pet (ADR 0110)
    const [petId] = await insertPets(t.app, owner.user.id, 1);
    expect((await vote(t.app, petId!, { cookie })).statusCode).toBe(200);
    expect((await vote(t.app, petId!, { cookie })).statusCode).toBe(409); // already voted
    expect((await swipe(t.app, petId!, 'left')).statusCode).toBe(200); // not a vote
    const noImage = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noImage.statusCode).toBe(400);

    const text = await scrape();
    const route = 'method="POST",route="/api/pets/:id/vote"';
    expect(sample(text, `http_requests_total{${route},status="200"}`)).toBe(1);
    expect(sample(text, `http_requests_total{${route},status="409"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",${route}}`)).toBe(2);
    expect(sample(text, 'pawprize_votes_total{kind="card",result="counted"}')).toBe(1);
    expect(sample(text, 'pawprize_votes_total{kind="card",result="refused"}')).toBe(1);
    expect(text).not.toContain('kind="swipe"');
    expect(sample(text, 'pawprize_uploads_total{kind="pet",result="refused"}')).toBe(1);
    expect(sample(text, 'pawprize_mail_outbox{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pawprize_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^# TYPE pawprize_job_runs_total counter$/m);
  });

  it('labels unmatched requests as one route, so random paths cannot grow the series', async () => {
    for (const path of ['/api/zz-1', '/api/zz-2', '/api/zz-3']) await t.app.inject({ url: path });
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      3,
    );
    expect(text).not.toContain('/api/zz-');
  });
});
