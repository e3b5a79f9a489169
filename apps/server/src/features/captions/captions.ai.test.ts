import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postContest } from '../../../test/captions.ts';
import type { FakeAiServer } from '../../../test/fake-ai-server.ts';
import { startFakeAiServer } from '../../../test/fake-ai-server.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petCaptions } from '../../db/schema/index.ts';

const MODEL_CAPTIONS = [
  'Biscuit, CEO of naps.',
  'This face got me a second breakfast.',
  'Corgi legs, giant dreams.',
  'Caught mid-plot.',
  'Fluff level: maximum.',
];

describe(`caption contests with an OpenAI-compatible model (${testDriver})`, () => {
  let t: TestApp;
  let fake: FakeAiServer;
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await createTestApp({
      MAIL_WORKER: 'false',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_VISION: 'true',
      AI_TIMEOUT_MS: '3000', // generous: a loaded CI machine must not turn an answer into a time-out
    });
    user = await verifiedUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const contestCount = () => t.app.db.$count(petCaptions, eq(petCaptions.userId, user.user.id));
  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'captions', user.user.id);
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it("stores the model's captions, sending it the photo", async () => {
    fake.queue({ content: { captions: MODEL_CAPTIONS } });
    const res = await postContest(t.app, user.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().contest.captions.map((c: { caption: string }) => c.caption)).toEqual(
      MODEL_CAPTIONS,
    );
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('data:image/jpeg;base64,');
  });

  it('falls back to the built-in writer when the model times out', async () => {
    fake.queue({ content: { captions: MODEL_CAPTIONS }, delayMs: 6000 });
    const res = await postContest(t.app, user.cookie);
    expect(res.statusCode).toBe(201);
    const written = res.json().contest.captions.map((c: { caption: string }) => c.caption);
    expect(written).toHaveLength(5);
    expect(written).not.toContain(MODEL_CAPTIONS[0]);
  });

  it('falls back to the built-in writer on malformed JSON', async () => {
    fake.queue({ content: '{"captions": ["unterminated' });
    const res = await postContest(t.app, user.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().contest.captions).toHaveLength(5);
  });

  it("answers 'Failed to generate captions: Invalid captions response from AI' when captions is not an array", async () => {
    const contests = await contestCount();
    const files = storedFiles();
    fake.queue({ content: { captions: 'Biscuit, CEO of naps.' } });
    const res = await postContest(t.app, user.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'AI_FAILED',
      message: messages.captionCreate.generateFailed(messages.captionCreate.invalidResponse),
    });
    expect(res.json().message).toBe(
      'Failed to generate captions: Invalid captions response from AI',
    );
    expect(await contestCount()).toBe(contests);
    expect(storedFiles()).toBe(files);
  });
});
