import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('AI settings', () => {
  it('default to the built-in writer with a 10 s time-out for models', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      aiBaseUrl: undefined,
      aiModel: undefined,
      aiVision: false,
      aiTimeoutMs: 10_000,
    });
  });

  it('read an OpenAI-compatible server', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.2-vision',
      AI_API_KEY: 'sk-x',
      AI_VISION: 'true',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      aiBaseUrl: 'http://127.0.0.1:11434/v1',
      aiModel: 'llama3.2-vision',
      aiApiKey: 'sk-x',
      aiVision: true,
      aiTimeoutMs: 5000,
    });
  });

  it('need a model name with a base URL, and a sane time-out', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });
});
