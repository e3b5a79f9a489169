import sharp from 'sharp';
import { z } from 'zod';
import { AiUnavailableError } from '../errors.ts';
import { captionsFromPayload, complimentFromPayload } from '../rules.ts';
import type { AiProvider, CaptionRequest, ComplimentRequest } from '../types.ts';
import { captionMessages, complimentMessages } from './prompts.ts';

export interface OpenAiOptions {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama), no trailing slash. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Send the photo (a 512 px JPEG data URL) with caption requests. */
  vision: boolean;
  timeoutMs: number;
}

const ChatCompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

const VISION_SIZE = 512;

/** Models sometimes wrap JSON in a Markdown fence despite being asked not to. */
function stripFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced ? fenced[1]! : text.trim();
}

async function photoDataUrl(photo: Buffer): Promise<string> {
  const jpeg = await sharp(photo, { failOn: 'none' })
    .rotate()
    .resize(VISION_SIZE, VISION_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * Any server speaking the OpenAI chat completions API (OpenAI, Ollama, vLLM, LM Studio…).
 * Throws AiUnavailableError when no JSON answer arrives (time-out, network, HTTP status, a body or
 * content that does not parse) and AiInvalidResponseError when the JSON answer breaks the
 * contract (ADR 0007).
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible';

  constructor(private readonly options: OpenAiOptions) {}

  async compliment(request: ComplimentRequest): Promise<string> {
    const payload = await this.complete(complimentMessages(request), 200);
    return complimentFromPayload(payload);
  }

  async captions(request: CaptionRequest): Promise<string[]> {
    const image =
      this.options.vision && request.photo ? await photoDataUrl(request.photo) : undefined;
    const payload = await this.complete(captionMessages(request, image), 600);
    return captionsFromPayload(payload);
  }

  /** One chat completion whose message content is parsed as JSON. */
  private async complete(messages: unknown[], maxTokens: number): Promise<unknown> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    let body: unknown;
    try {
      const res = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.9,
          max_tokens: maxTokens,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new AiUnavailableError(`AI provider answered HTTP ${res.status}`);
      }
      body = await res.json();
    } catch (err) {
      if (err instanceof AiUnavailableError) throw err;
      const name = (err as Error).name;
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs} ms`
          : `request failed (${(err as Error).message})`;
      throw new AiUnavailableError(`AI provider: ${reason}`, { cause: err });
    }
    const envelope = ChatCompletionSchema.safeParse(body);
    if (!envelope.success) {
      throw new AiUnavailableError('AI provider: not a chat completion response');
    }
    const content = envelope.data.choices[0]!.message.content ?? '';
    try {
      return JSON.parse(stripFence(content)) as unknown;
    } catch {
      throw new AiUnavailableError('AI provider: the answer is not valid JSON');
    }
  }
}
