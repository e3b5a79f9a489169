/** Fraud detection (docs/decisions/0085-fraud-detection.md): the background job. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFraudDetection } from './fraud.job.ts';

/** Decorates `app.fraud` and defines the `fraud-detection` job. */
export const fraudPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('fraud', createFraudDetection(app.ctx));
  },
  { name: 'fraud', dependencies: ['jobs', 'clock'] },
);
