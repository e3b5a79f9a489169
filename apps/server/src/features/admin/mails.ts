import { SITE_NAME } from '@pawprize/shared';
import type { OutgoingMail } from '../../mail/outbox.ts';

/**
 * The mail an owner gets when a moderator hides or removes an entry, with the reason
 * the moderator typed. Sent through the outbox in the action's transaction.
 */
export function moderationMail(input: {
  to: string;
  name: string;
  action: 'hide' | 'remove';
  what: string;
  reason: string;
  link: string | null;
  publicUrl: string;
}): OutgoingMail {
  const hidden = input.action === 'hide';
  const subject = hidden
    ? `${input.what} was hidden by a moderator`
    : `${input.what} was removed by a moderator`;
  const effect = hidden
    ? `It is no longer shown to other people on ${SITE_NAME}. You can still see it in your account; a moderator may show it again after another look.`
    : `Its photo has been deleted and it is no longer shown on ${SITE_NAME}. The same photo cannot be uploaded again.`;
  return {
    to: input.to,
    subject: `${SITE_NAME}: ${subject}`,
    text:
      `Hi ${input.name},\n\n` +
      `${subject}.\n\n` +
      `Reason: ${input.reason}\n\n` +
      `${effect}\n` +
      (input.link ? `\n${input.publicUrl}${input.link}\n` : '') +
      `\nIf you think this is a mistake, reply through the contact page: ${input.publicUrl}/contact\n\n` +
      `— The ${SITE_NAME} team\n${input.publicUrl}\n`,
  };
}
