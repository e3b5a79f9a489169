import { COMPLIMENTS_PER_MINUTE, messages } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-helpers.ts';
import type { FakeAiServer } from '../../../test/fake-ai-server.ts';
import { startFakeAiServer } from '../../../test/fake-ai-server.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';

const compliment = (t: TestApp, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/ai/compliment', remoteAddress: ip, payload });

describe(`POST /api/ai/compliment, built-in writer (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it('answers a compliment naming the pet, without signing in', async () => {
    const res = await compliment(t, { petName: '  Biscuit ', petTrait: 'fluffy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().compliment).toContain('Biscuit');
    const again = await compliment(t, { petName: 'Biscuit' });
    expect(again.json().compliment).toEqual(expect.any(String));
  });

  it('checks the pet name and trait', async () => {
    const blank = await compliment(t, { petName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.compliment.nameRequired,
    });
    const long = await compliment(t, { petName: 'Rex', petTrait: 'x'.repeat(61) });
    expect(long.json().message).toBe(messages.compliment.traitTooLong);
    expect((await compliment(t, { petName: 'x'.repeat(61) })).statusCode).toBe(400);
  });

  it(`allows ${COMPLIMENTS_PER_MINUTE} a minute per IP`, async () => {
    const ip = freshIp();
    for (let i = 0; i < COMPLIMENTS_PER_MINUTE; i++) {
      expect((await compliment(t, { petName: 'Rex' }, ip)).statusCode).toBe(200);
    }
    const limited = await compliment(t, { petName: 'Rex' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await compliment(t, { petName: 'Rex' })).statusCode).toBe(200);
  });
});

describe(`POST /api/ai/compliment, with a model (${testDriver})`, () => {
  let t: TestApp;
  let fake: FakeAiServer;
  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await createTestApp({
      MAIL_WORKER: 'false',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '3000', // generous: a loaded CI machine must not turn an answer into a time-out
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("answers the model's compliment", async () => {
    fake.queue({ content: { compliment: 'Biscuit could outshine the sun.' } });
    const res = await compliment(t, { petName: 'Biscuit' });
    expect(res.json()).toEqual({ compliment: 'Biscuit could outshine the sun.' });
  });

  it('falls back to the built-in writer when the model is down or slow', async () => {
    fake.queue({ status: 502 }, { content: { compliment: 'too late' }, delayMs: 6000 });
    for (let i = 0; i < 2; i++) {
      const res = await compliment(t, { petName: 'Biscuit' });
      expect(res.statusCode).toBe(200);
      expect(res.json().compliment).toContain('Biscuit');
    }
  });

  it("answers 502 with the catalogue's text when the answer is unusable", async () => {
    fake.queue({ content: { compliment: 42 } });
    const res = await compliment(t, { petName: 'Biscuit' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'AI_FAILED', message: messages.compliment.failed });
  });
});
