import {
  DISCOUNT_CODE,
  DISCOUNT_PERCENT,
  NEWSLETTER_CONFIRM_HOURS,
  SITE_NAME,
} from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { OutgoingMail } from '../../mail/outbox.ts';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${href('unsubscribe')}?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${href('newsletterConfirm')}?token=${encodeURIComponent(token)}`;
}

/**
 * The one mail a sign-up sends (double opt-in, ADR 0113): the link that makes the address a
 * subscriber. Nothing else reaches an address that never opens it.
 */
export function confirmationMail(opts: {
  email: string;
  token: string;
  publicUrl: string;
}): OutgoingMail {
  const days = NEWSLETTER_CONFIRM_HOURS / 24;
  return {
    to: opts.email,
    subject: `Please confirm your ${SITE_NAME} newsletter subscription`,
    text: [
      `Someone — we hope it was you — asked for the ${SITE_NAME} newsletter to be sent to ${opts.email}.`,
      '',
      `To confirm, open this link within ${days} days:`,
      confirmUrl(opts.publicUrl, opts.token),
      '',
      'If it was not you, ignore this mail: you will not hear from us again.',
      '',
      `— The ${SITE_NAME} team`,
    ].join('\n'),
  };
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
      `Your subscription to the ${SITE_NAME} newsletter is confirmed — thank you!`,
      '',
      `As a welcome gift, use code ${DISCOUNT_CODE} for ${DISCOUNT_PERCENT}% off your next purchase at ${opts.storeUrl}.`,
      '',
      'Look out for pet-care tips, contest news and our monthly winners.',
      '',
      `— The ${SITE_NAME} team`,
      '',
      '--',
      `You are receiving this because ${opts.email} subscribed and confirmed at ${opts.publicUrl}.`,
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
  };
}
