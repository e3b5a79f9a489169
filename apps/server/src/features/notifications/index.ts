/** In-app notifications (docs/product/notifications.md): the plugin, and what other features hand over. */
import fp from 'fastify-plugin';
import { notifications } from './notifications.plugin.ts';

export type { ModerationDecisionNote } from './notifications.service.ts';
export { notifyModerationDecisions } from './notifications.service.ts';

/** Encapsulated routes with their name and what they need registered first (docs/decisions/0032-plugin-dependencies.md). */
export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  dependencies: ['auth', 'jobs', 'events'],
  encapsulate: true,
});
