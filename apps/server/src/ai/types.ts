/** What the server reads from a photo with sharp (ADR 0007): plain words a writer can use. */
export type Orientation = 'portrait' | 'landscape' | 'square';
export type Brightness = 'dark' | 'dim' | 'balanced' | 'bright';

export interface ImageFacts {
  /** Dominant colours in plain words, most dominant first (1–3), e.g. ['ginger', 'cream']. */
  colours: string[];
  /** Mean luminance, 0 (black) to 1 (white). */
  luminance: number;
  brightness: Brightness;
  orientation: Orientation;
  width: number;
  height: number;
  /**
   * The animal the screening detector saw (cat, dog, bird, horse…; docs/decisions/0060-image-
   * screening.md), null when it saw none or screening is off.
   */
  species?: string | null | undefined;
}

export interface ComplimentRequest {
  petName: string;
  petTrait?: string | undefined;
  /** What the pet is, when the server knows it from its photo (e.g. 'cat'). */
  species?: string | null | undefined;
}

export interface CaptionRequest {
  petName: string;
  breed?: string | undefined;
  image: ImageFacts;
  /** The (auto-oriented) photo; sent to the model only with AI_VISION=true. */
  photo?: Buffer | undefined;
}

/**
 * Writes compliments and captions. `captions()` answers CAPTIONS_PER_CONTEST distinct captions of
 * at most CAPTION_MAX_LENGTH characters. Errors are typed (./errors.ts): AiUnavailableError means
 * "try the built-in writer", AiInvalidResponseError means "the answer broke the contract".
 */
export interface AiProvider {
  /** 'builtin' or 'openai-compatible'; logged, never shown as a model name. */
  readonly name: string;
  compliment(request: ComplimentRequest): Promise<string>;
  captions(request: CaptionRequest): Promise<string[]>;
}
