import {
  NewsletterSubscribeResponseSchema,
  NewsletterUnsubscribeResponseSchema,
  type NewsletterSource,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
} from '@pawprize/shared/schemas/newsletter';
import { api } from '@/lib/api';

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
