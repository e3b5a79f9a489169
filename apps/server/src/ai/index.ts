import type { Config } from '../config.ts';
import type { AiLogger } from './fallback.ts';
import { FallbackProvider } from './fallback.ts';
import { OpenAiCompatibleProvider } from './openai/openai-provider.ts';
import type { AiProvider } from './types.ts';
import { BuiltinWriter } from './writer/builtin-writer.ts';

export type { AiProvider, CaptionRequest, ComplimentRequest, ImageFacts } from './types.ts';
export { AiInvalidResponseError, AiUnavailableError } from './errors.ts';
export { readImageFacts } from './image-facts.ts';

type AiConfig = Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiVision' | 'aiTimeoutMs'>;

/** The built-in writer, or the configured OpenAI-compatible model backed by it (ADR 0007). */
export function createAiProvider(config: AiConfig, log: AiLogger): AiProvider {
  const writer = new BuiltinWriter();
  if (!config.aiBaseUrl || !config.aiModel) return writer;
  const model = new OpenAiCompatibleProvider({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    vision: config.aiVision,
    timeoutMs: config.aiTimeoutMs,
  });
  return new FallbackProvider(model, writer, log);
}
