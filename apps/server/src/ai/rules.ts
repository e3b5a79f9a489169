import { CAPTION_MAX_LENGTH, CAPTIONS_PER_CONTEST, messages } from '@pawprize/shared';
import { AiInvalidResponseError } from './errors.ts';

/**
 * A model's caption as we store it: one line, no list numbering or wrapping quotes, at most
 * CAPTION_MAX_LENGTH characters (cut at a word with an ellipsis). null when nothing is left.
 */
export function cleanCaption(raw: string): string | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  text = text.replace(/^(\d+[.)]|[-*•])\s+/, '');
  const quoted = /^(["“'])(.*)(["”'])$/.exec(text);
  if (quoted && quoted[2] && !quoted[2].includes(quoted[1]!)) text = quoted[2].trim();
  if (!text) return null;
  if (text.length > CAPTION_MAX_LENGTH) {
    const cut = text.slice(0, CAPTION_MAX_LENGTH - 1);
    const space = cut.lastIndexOf(' ');
    text = `${(space > 60 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
  }
  return text;
}

/**
 * docs/product/ai.md, Captions: the answer's `captions` must be an array, otherwise 'Invalid
 * captions response from AI'. Items that are not text are skipped; duplicates are dropped; at most
 * five are kept. An array with no usable caption is just as invalid.
 */
export function captionsFromPayload(payload: unknown): string[] {
  const captions = (payload as { captions?: unknown } | null)?.captions;
  if (typeof payload !== 'object' || payload === null || !Array.isArray(captions)) {
    throw new AiInvalidResponseError(messages.captionCreate.invalidResponse);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of captions) {
    if (typeof item !== 'string') continue;
    const text = cleanCaption(item);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === CAPTIONS_PER_CONTEST) break;
  }
  if (out.length === 0) throw new AiInvalidResponseError(messages.captionCreate.invalidResponse);
  return out;
}

/** The answer's `compliment` must be non-blank text. */
export function complimentFromPayload(payload: unknown): string {
  const compliment = (payload as { compliment?: unknown } | null)?.compliment;
  const text = typeof compliment === 'string' ? cleanCaption(compliment) : null;
  if (!text) throw new AiInvalidResponseError('Invalid compliment response from AI');
  return text;
}
