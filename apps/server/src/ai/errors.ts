/**
 * The provider could not be reached or did not answer with a JSON object (time-out, network or
 * HTTP error, a body that does not parse): the caller falls back to the built-in writer.
 */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}

/**
 * The provider answered with a JSON object that breaks the contract, e.g. `captions` is not an
 * array (docs/product/ai.md: 'Invalid captions response from AI'). Not retried, not replaced:
 * surfaced.
 */
export class AiInvalidResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiInvalidResponseError';
  }
}
