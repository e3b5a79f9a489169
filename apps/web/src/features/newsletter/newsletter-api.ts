import type {
  NewsletterConfirmResponse,
  NewsletterSource,
  NewsletterSubscribeResponse,
  NewsletterUnsubscribeResponse,
} from '@pawprize/shared/schemas/newsletter';
import { api, lazySchema } from '@/lib/api';

// zod is loaded with the first signup, not with every page that shows a signup box (ADR 0042).
const schemas = () => import('@pawprize/shared/schemas/newsletter');
const NewsletterSubscribeResponseSchema = lazySchema(() =>
  schemas().then((m) => m.NewsletterSubscribeResponseSchema),
);
const NewsletterConfirmResponseSchema = lazySchema(() =>
  schemas().then((m) => m.NewsletterConfirmResponseSchema),
);
const NewsletterUnsubscribeResponseSchema = lazySchema(() =>
  schemas().then((m) => m.NewsletterUnsubscribeResponseSchema),
);

/** 201 on success; 409 ALREADY_SUBSCRIBED for an address that is already on the list. */
export function subscribe(
  email: string,
  source: NewsletterSource,
): Promise<NewsletterSubscribeResponse> {
  return api.post(
    '/newsletter',
    { email: email.trim(), source },
    { schema: NewsletterSubscribeResponseSchema },
  );
}

/** 404 NOT_FOUND when the token is unknown. */
export function unsubscribe(token: string): Promise<NewsletterUnsubscribeResponse> {
  return api.post(
    '/newsletter/unsubscribe',
    { token },
    { schema: NewsletterUnsubscribeResponseSchema },
  );
}

/** The link in the confirmation mail (ADR 0113). 404 NOT_FOUND: unknown, used or expired. */
export function confirmSubscription(token: string): Promise<NewsletterConfirmResponse> {
  return api.post('/newsletter/confirm', { token }, { schema: NewsletterConfirmResponseSchema });
}
