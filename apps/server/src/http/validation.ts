import type { FieldErrors } from '@pawprize/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message of a 400 VALIDATION_FAILED on this route (default: the first field's message). */
    validationMessage?: string;
  }
}

const BODY_NOT_AN_OBJECT = 'Please send the form fields as a JSON object.';

/**
 * Schema issues as field errors: path ('/body/petName' style or 'petName') → messages, the body
 * itself as '_'. `rootMessage` replaces the message of an issue about the whole body. Both the
 * API's error handler and form routes answer with this.
 */
export function toFieldErrors(
  issues: readonly { instancePath?: string; message?: string }[],
  rootMessage?: string,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    const message = field === '_' && rootMessage ? rootMessage : (issue.message ?? 'Invalid value');
    (out[field] ??= []).push(message);
  }
  return out;
}

/** A zod error's issues as field errors (the same shape and rule as `toFieldErrors`). */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  into: FieldErrors = {},
): FieldErrors {
  const errors = toFieldErrors(
    issues.map((issue) => ({
      instancePath: issue.path.map(String).join('/'),
      message: issue.message,
    })),
  );
  for (const [field, list] of Object.entries(errors)) (into[field] ??= []).push(...list);
  return into;
}

/**
 * For an encapsulated plugin whose forms show messages to people: a failed schema check answers
 * 400 VALIDATION_FAILED with `fieldErrors` and the first field's own message (no
 * "Invalid request:" prefix), or the route's `config.validationMessage`. It runs as the first
 * preHandler, so invalid requests are not counted by per-route rate limits.
 */
export function useFormValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError as
      (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
    if (!error) return;
    const fieldErrors = toFieldErrors(error.validation ?? [], BODY_NOT_AN_OBJECT);
    const first = Object.values(fieldErrors)[0]?.[0];
    throw new AppError(
      'VALIDATION_FAILED',
      request.routeOptions.config.validationMessage ?? first ?? 'Invalid request',
      fieldErrors,
    );
  });
}
