import { messages } from '@pawprize/shared';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
  UnreadCountSchema,
} from '@pawprize/shared/schemas/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, privateNoStore } from '../../http/params.ts';
import { useFormValidation } from '../../http/validation.ts';
import { requireUser } from '../auth/index.ts';
import {
  notificationPage,
  readAll,
  readOne,
  saveSettings,
  settingsOf,
  unreadCount,
} from './notifications.service.ts';

/** Members only: 401 with the sign-in message before anything else is read. */
const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};

/**
 * `/api/notifications` (docs/product/notifications.md): the member's list in pages, newest first;
 * the bell's unread count; marking one or all read; which kinds they receive. Members only,
 * never stored by caches.
 */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useFormValidation(app);
  const member = (request: FastifyRequest) => requireUser(request, messages.auth.loginRequired).id;

  app.get(
    '/api/notifications',
    {
      ...signedIn,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return notificationPage(app.ctx, member(request), request.query.page);
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { ...signedIn, schema: { response: { 200: UnreadCountSchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      return { unread: await unreadCount(app.ctx, member(request)) };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    { ...signedIn, schema: { params: IdParamsSchema, response: { 200: UnreadCountSchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      const id = member(request);
      await readOne(app.ctx, id, request.params.id);
      return { unread: await unreadCount(app.ctx, id) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    { ...signedIn, schema: { response: { 200: UnreadCountSchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      const id = member(request);
      await readAll(app.ctx, id);
      return { unread: await unreadCount(app.ctx, id) };
    },
  );

  app.get(
    '/api/notifications/settings',
    { ...signedIn, schema: { response: { 200: NotificationSettingsSchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      return settingsOf(app.ctx, member(request));
    },
  );

  app.put(
    '/api/notifications/settings',
    {
      ...signedIn,
      schema: {
        body: NotificationSettingsPatchSchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return saveSettings(app.ctx, member(request), request.body);
    },
  );
}
