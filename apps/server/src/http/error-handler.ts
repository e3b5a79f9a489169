import { codeForStatus } from '@pawprize/shared';
import type { ErrorBody } from '@pawprize/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { toFieldErrors } from './validation.ts';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * One error handler for the whole API: `{ code, message, fieldErrors? }` bodies, statuses from the
 * shared code list, and no internals in 5xx answers (they are logged with the request id).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation);
      const first = Object.values(fieldErrors)[0]?.[0];
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: first ? `Invalid request: ${first}` : 'Invalid request',
        fieldErrors,
      };
      return reply.status(400).send(body);
    }

    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const body: ErrorBody = { code: codeForStatus(status), message: error.message };
      return reply.status(status).send(body);
    }

    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { code: 'INTERNAL', message: GENERIC_MESSAGE };
    return reply.status(500).send(body);
  });
}
