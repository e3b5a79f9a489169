import { CAPTIONS_PER_CONTEST } from '@pawprize/shared';
import { AiUnavailableError } from './errors.ts';
import type { AiProvider, CaptionRequest, ComplimentRequest } from './types.ts';
import type { BuiltinWriter } from './writer/builtin-writer.ts';

export interface AiLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * The configured model with the built-in writer behind it (ADR 0007): when the model is
 * unavailable the writer answers instead (logged as a warning); when the model answers fewer
 * than five usable captions the writer adds the rest. Contract violations (AiInvalidResponseError)
 * pass through untouched.
 */
export class FallbackProvider implements AiProvider {
  readonly name: string;

  constructor(
    private readonly primary: AiProvider,
    private readonly fallback: BuiltinWriter,
    private readonly log: AiLogger,
  ) {
    this.name = primary.name;
  }

  async compliment(request: ComplimentRequest): Promise<string> {
    try {
      return await this.primary.compliment(request);
    } catch (err) {
      if (!(err instanceof AiUnavailableError)) throw err;
      this.log.warn({ reason: err.message }, 'AI compliment failed; using the built-in writer');
      return this.fallback.compliment(request);
    }
  }

  async captions(request: CaptionRequest): Promise<string[]> {
    let captions: string[];
    try {
      captions = await this.primary.captions(request);
    } catch (err) {
      if (!(err instanceof AiUnavailableError)) throw err;
      this.log.warn({ reason: err.message }, 'AI captions failed; using the built-in writer');
      return this.fallback.captions(request);
    }
    if (captions.length >= CAPTIONS_PER_CONTEST) return captions.slice(0, CAPTIONS_PER_CONTEST);
    const seen = new Set(captions.map((c) => c.toLowerCase()));
    const extra = (await this.fallback.captions(request)).filter((c) => !seen.has(c.toLowerCase()));
    this.log.info(
      { fromModel: captions.length },
      'AI answered fewer captions than needed; the built-in writer added the rest',
    );
    return [...captions, ...extra].slice(0, CAPTIONS_PER_CONTEST);
  }
}
