import { messages } from '@pawprize/shared';
import type { MailPreferences, UnsubscribeResult } from '@pawprize/shared/schemas/account';
import {
  MailPreferencesPatchSchema,
  UnsubscribeQuerySchema,
} from '@pawprize/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';
import { previewMails } from './member-mails.preview.ts';
import { userExists } from './member-mails.queries.ts';
import type { MemberMailCtx } from './member-mails.ts';
import { readPreferences, updatePreferences } from './member-mails.ts';
import { readUnsubscribeToken } from './unsubscribe.ts';

const m = messages.account;

/** Per address: one-click unsubscribes are cheap, but not a free HMAC oracle (docs/product/limits.md). */
export const UNSUBSCRIBE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/**
 * Mail switches of the dashboard, the one-click unsubscribe of every member mail (RFC 8058: a
 * POST to the `List-Unsubscribe` URL, no sign-in), and, outside production, `/dev/mail/…`
 * previews of every template (docs/product/mail.md).
 */
export async function mailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailCtx = (): MemberMailCtx => ({ ...app.ctx, auth: app.auth });

  // RFC 8058 clients POST `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/account/mail-preferences',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply): Promise<MailPreferences> => {
      void reply.header('cache-control', 'no-store');
      return readPreferences(app.ctx, requireUser(request).id);
    },
  );

  app.patch(
    '/api/account/mail-preferences',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { body: MailPreferencesPatchSchema },
    },
    async (request): Promise<MailPreferences> =>
      updatePreferences(app.ctx, requireUser(request).id, request.body),
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      schema: { querystring: UnsubscribeQuerySchema },
      config: { rateLimit: { ...UNSUBSCRIBE_LIMIT, hook: 'preHandler' } },
    },
    async (request, reply): Promise<UnsubscribeResult> => {
      const read = readUnsubscribeToken(app.auth.secret, request.query.token, app.clock.now());
      if (!read) throw new AppError('BAD_REQUEST', m.unsubscribeInvalid);
      // A deleted account gets no mail anyway.
      if (await userExists(app.ctx.db, read.userId)) {
        await updatePreferences(app.ctx, read.userId, { [read.kind]: false });
      }
      void reply.header('cache-control', 'no-store');
      return { kind: read.kind, message: m.unsubscribed };
    },
  );

  if (app.config.env !== 'production') {
    app.get('/dev/mail', async (_request, reply) => {
      const list = previewMails(mailCtx())
        .map(
          (p) =>
            `<li><a href="/dev/mail/${p.name}.html">${p.name}</a> (<a href="/dev/mail/${p.name}.txt">text</a>) — ${p.mail.subject}</li>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><title>Mail previews</title><h1>Mail previews</h1><ul>${list}</ul>`);
    });
    app.get('/dev/mail/:file', async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^([a-z-]+)\.(html|txt)$/.exec(file);
      const preview = match && previewMails(mailCtx()).find((p) => p.name === match[1]);
      if (!match || !preview) throw new AppError('NOT_FOUND', 'No such mail preview');
      return match[2] === 'html'
        ? reply.type('text/html; charset=utf-8').send(preview.mail.html ?? preview.mail.text)
        : reply.type('text/plain; charset=utf-8').send(preview.mail.text);
    });
  }
}
