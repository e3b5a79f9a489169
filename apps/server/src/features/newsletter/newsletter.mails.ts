import { DISCOUNT_CODE, DISCOUNT_PERCENT, SITE_NAME } from '@pawprize/shared';
import type { NewsletterSource } from '@pawprize/shared/schemas/newsletter';
import type { OutgoingMail } from '../../mail/outbox.ts';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** To the subscriber: the discount code and, like every subscriber mail, an unsubscribe link. */
export function welcomeMail(opts: {
  email: string;
  token: string;
  publicUrl: string;
  storeUrl: string;
}): OutgoingMail {
  const unsubscribe = unsubscribeUrl(opts.publicUrl, opts.token);
  return {
    to: opts.email,
    subject: `Welcome to the ${SITE_NAME} newsletter 🐾`,
    text: [
      `Thank you for subscribing to the ${SITE_NAME} newsletter!`,
      '',
      `As a welcome gift, use code ${DISCOUNT_CODE} for ${DISCOUNT_PERCENT}% off your next purchase at ${opts.storeUrl}.`,
      '',
      'Look out for pet-care tips, contest news and our monthly winners.',
      '',
      `— The ${SITE_NAME} team`,
      '',
      '--',
      `You are receiving this because ${opts.email} subscribed at ${opts.publicUrl}.`,
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
  };
}

/** To the admin (docs/product/newsletter.md). */
export function subscriptionNotice(opts: {
  adminEmail: string;
  email: string;
  source: NewsletterSource | undefined;
  resubscribed: boolean;
}): OutgoingMail {
  return {
    to: opts.adminEmail,
    // Deleting the subscriber's account deletes this notice too (ADR 0102).
    aboutEmail: opts.email,
    subject: `New newsletter subscriber: ${opts.email}`,
    text: [
      `${opts.email} ${opts.resubscribed ? 'subscribed again' : 'subscribed'} to the ${SITE_NAME} newsletter.`,
      `Signed up from: ${opts.source ?? 'unknown'} form`,
      `Time: ${new Date().toISOString()}`,
    ].join('\n'),
  };
}
