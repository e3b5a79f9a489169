import { z } from 'zod';
import { singleLine } from '../text.ts';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';

/** Trimmed and lower-cased before it is checked and stored, so duplicates differ only in case. */
export const NewsletterEmailSchema = singleLine(
  z
    .string({ error: messages.newsletter.boxEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, messages.newsletter.boxEmailRequired)
    .max(EMAIL_MAX_LENGTH, messages.newsletter.popupInvalidEmail),
).pipe(z.email(messages.newsletter.popupInvalidEmail));

/** Which form sent the signup: the global popup or a home/blog box. */
export const NewsletterSourceSchema = z.enum(['popup', 'box']);
export type NewsletterSource = z.infer<typeof NewsletterSourceSchema>;

/**
 * `POST /api/newsletter` → 201 `NewsletterSubscribeResponse` (a confirmation mail is on its way;
 * the address is a subscriber once its link is opened, ADR 0113); 409 ALREADY_SUBSCRIBED for a
 * confirmed subscriber.
 */
export const NewsletterSubscribeSchema = z.object({
  email: NewsletterEmailSchema,
  source: NewsletterSourceSchema.optional(),
});
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeSchema>;

export const NewsletterSubscribeResponseSchema = z.object({
  /** The success text for the source (popup text mentions the code). */
  message: z.string(),
  discountCode: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;

/** `POST /api/newsletter/unsubscribe` → 200 `{ message }`; 404 NOT_FOUND for an unknown token. */
export const NewsletterUnsubscribeSchema = z.object({
  token: singleLine(z.string().trim().min(1).max(200)),
});
export type NewsletterUnsubscribeInput = z.input<typeof NewsletterUnsubscribeSchema>;

export const NewsletterUnsubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterUnsubscribeResponse = z.infer<typeof NewsletterUnsubscribeResponseSchema>;

/**
 * `POST /api/newsletter/confirm` (the link in the confirmation mail, ADR 0113) → 200
 * `{ message }`; 404 NOT_FOUND for an unknown, used or expired token.
 */
export const NewsletterConfirmSchema = z.object({
  token: singleLine(z.string().trim().min(1).max(200)),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;

export const NewsletterConfirmResponseSchema = z.object({ message: z.string() });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponseSchema>;
