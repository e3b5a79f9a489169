import { CAPTIONS_PER_CONTEST, messages } from '@pawprize/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeAiServer } from '../../../test/fake-ai-server.ts';
import { startFakeAiServer } from '../../../test/fake-ai-server.ts';
import { fixturePhoto } from '../../../test/images.ts';
import { AiInvalidResponseError, AiUnavailableError } from '../errors.ts';
import { FallbackProvider } from '../fallback.ts';
import { createAiProvider } from '../index.ts';
import type { CaptionRequest } from '../types.ts';
import { BuiltinWriter } from '../writer/builtin-writer.ts';
import { OpenAiCompatibleProvider } from './openai-provider.ts';

const request: CaptionRequest = {
  petName: 'Biscuit',
  breed: 'Corgi',
  image: {
    colours: ['ginger', 'cream'],
    luminance: 0.5,
    brightness: 'balanced',
    orientation: 'square',
    width: 800,
    height: 800,
  },
  photo: fixturePhoto('dog-red-fluffy.jpg'),
};

function recordingLog() {
  const warnings: { obj: object; msg: string }[] = [];
  return {
    warnings,
    warn: (obj: object, msg: string) => warnings.push({ obj, msg }),
    info: () => {},
  };
}

describe('OpenAI-compatible provider (local protocol server)', () => {
  let fake: FakeAiServer;
  let model: OpenAiCompatibleProvider;
  beforeAll(async () => {
    fake = await startFakeAiServer();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
    model = new OpenAiCompatibleProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      vision: false,
      // Generous, so that a loaded CI machine never turns a prompt answer into a time-out; the
      // time-out case builds its own provider with a short one.
      timeoutMs: 5000,
    });
  });

  it('asks for JSON and returns the captions', async () => {
    fake.queue({ content: { captions: ['A', ' "B" ', '3. C', 'D', 'E', 'F'] } });
    expect(await model.captions(request)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const [sent] = fake.requests;
    expect(sent!.headers.authorization).toBe('Bearer sk-test');
    expect(sent!.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(sent!.body.messages)).toContain('\\"Biscuit\\"');
    expect(JSON.stringify(sent!.body.messages)).not.toContain('image_url');
  });

  it('sends the photo as a small JPEG data URL only with vision on', async () => {
    const vision = new OpenAiCompatibleProvider({
      baseUrl: fake.baseUrl,
      model: 'vision-model',
      vision: true,
      timeoutMs: 2000,
    });
    await vision.captions(request);
    const content = (fake.requests[0]!.body.messages as { content: unknown }[])[1]!.content as {
      type: string;
      image_url?: { url: string };
    }[];
    const image = content.find((part) => part.type === 'image_url')!;
    expect(image.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    fake.queue({ content: { compliment: 'Rex rules.' } });
    expect(await vision.compliment({ petName: 'Rex' })).toBe('Rex rules.');
    expect(JSON.stringify(fake.requests[1]!.body)).not.toContain('image_url');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    fake.queue({ content: '```json\n{"compliment": "Rex is a star."}\n```' });
    expect(await model.compliment({ petName: 'Rex' })).toBe('Rex is a star.');
  });

  it('times out as unavailable', async () => {
    const impatient = new OpenAiCompatibleProvider({
      baseUrl: fake.baseUrl,
      model: 'test-model',
      vision: false,
      timeoutMs: 300,
    });
    fake.queue({ content: { captions: ['late'] }, delayMs: 4000 });
    const started = Date.now();
    await expect(impatient.captions(request)).rejects.toThrow(AiUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('treats HTTP errors, non-JSON bodies and unparseable content as unavailable', async () => {
    fake.queue({ status: 503 }, { raw: '<html>oops</html>' }, { content: '{"captions": [' });
    await expect(model.captions(request)).rejects.toThrow(/HTTP 503/);
    await expect(model.captions(request)).rejects.toThrow(AiUnavailableError);
    await expect(model.captions(request)).rejects.toThrow(/not valid JSON/);
  });

  it("answers 'Invalid captions response from AI' when captions is not an array", async () => {
    for (const content of [
      { captions: 'A, B, C' },
      { caption: ['A'] },
      { captions: { one: 'A' } },
      ['A', 'B'],
      { captions: [1, 2, null] },
    ]) {
      fake.queue({ content });
      const error = await model.captions(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AiInvalidResponseError);
      expect((error as Error).message).toBe(messages.captionCreate.invalidResponse);
    }
  });
});

describe('fallback to the built-in writer', () => {
  let fake: FakeAiServer;
  beforeAll(async () => {
    fake = await startFakeAiServer();
  });
  afterAll(() => fake?.close());

  const provider = (log: ReturnType<typeof recordingLog>, aiTimeoutMs = 5000) =>
    createAiProvider(
      {
        aiBaseUrl: fake.baseUrl,
        aiApiKey: undefined,
        aiModel: 'm',
        aiVision: false,
        aiTimeoutMs,
      },
      log,
    );

  it('is used on time-out, with a warning', async () => {
    const log = recordingLog();
    fake.queue({ content: { captions: ['late'] }, delayMs: 4000 });
    const captions = await provider(log, 250).captions(request);
    expect(captions).toHaveLength(CAPTIONS_PER_CONTEST);
    expect(captions).not.toContain('late');
    expect(log.warnings[0]!.msg).toMatch(/built-in writer/);
    expect(JSON.stringify(log.warnings[0]!.obj)).toMatch(/250 ms/);
  });

  it('is used for malformed JSON and HTTP errors, for compliments too', async () => {
    const log = recordingLog();
    fake.queue({ content: 'Sure! Here are captions: 1. ...' }, { status: 500 });
    expect(await provider(log).captions(request)).toHaveLength(CAPTIONS_PER_CONTEST);
    expect(await provider(log).compliment({ petName: 'Rex' })).toContain('Rex');
    expect(log.warnings).toHaveLength(2);
  });

  it('is NOT used when the answer breaks the contract (captions not an array)', async () => {
    const log = recordingLog();
    fake.queue({ content: { captions: 'one caption' } });
    await expect(provider(log).captions(request)).rejects.toThrow(
      messages.captionCreate.invalidResponse,
    );
    expect(log.warnings).toHaveLength(0);
  });

  it('tops up when the model gives fewer than five captions', async () => {
    fake.queue({ content: { captions: ['Only one from the model'] } });
    const captions = await provider(recordingLog()).captions(request);
    expect(captions[0]).toBe('Only one from the model');
    expect(new Set(captions).size).toBe(CAPTIONS_PER_CONTEST);
  });

  it('is the default when no AI_BASE_URL is set', () => {
    const p = createAiProvider(
      {
        aiBaseUrl: undefined,
        aiApiKey: undefined,
        aiModel: undefined,
        aiVision: false,
        aiTimeoutMs: 1,
      },
      recordingLog(),
    );
    expect(p).toBeInstanceOf(BuiltinWriter);
    expect(p.name).toBe('builtin');
    expect(provider(recordingLog())).toBeInstanceOf(FallbackProvider);
  });
});
