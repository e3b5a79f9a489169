import type { InboxMessage } from '@pawprize/shared/schemas/admin';

/** A reply in the admin's own mail program, quoting the message. */
export function replyHref(message: InboxMessage): string {
  const subject = `Re: ${message.subject ?? 'Your message to PawPrize'}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hi ${message.name},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
