import { requireUser } from '../auth/index.ts';

/** Per member: tries at the current password, like sign-in's failures (docs/product/limits.md). */
export const ACCOUNT_LIMITS = {
  passwordChecksPerUser: { max: 10, timeWindow: 15 * 60_000 },
  exportsPerUser: { max: 10, timeWindow: 60 * 60_000 },
  /** Each try may mail two addresses: a few an hour (docs/product/account.md). */
  emailChangesPerUser: { max: 5, timeWindow: 60 * 60_000 },
} as const;

/** Route options of the signed-in-only routes. */
export const signedIn = {
  preValidation: async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  },
};

export const NO_STORE = 'no-store';
