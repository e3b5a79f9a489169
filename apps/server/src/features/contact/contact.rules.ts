import { messages, SITE_NAME } from '@pawprize/shared';
import type { ContactMessageInput } from '@pawprize/shared/schemas/contact';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { zodFieldErrors } from '../../http/validation.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';

/**
 * 400 VALIDATION_FAILED for a rejected contact form: 'Please fill in all required fields' when a
 * required field is missing or blank (docs/product/contact.md), otherwise the first field's own
 * message.
 */
export function contactValidationError(error: z.ZodError): AppError {
  const fieldErrors = zodFieldErrors(error.issues.filter((issue) => issue.path.length > 0));
  const missing = error.issues.some(
    (issue) => issue.path.length === 0 || issue.message === messages.contact.fieldRequired,
  );
  const first = Object.values(fieldErrors)[0]?.[0];
  const message = missing || !first ? messages.contact.requiredFields : first;
  return new AppError('VALIDATION_FAILED', message, fieldErrors);
}

/** One line, no control characters: user text that ends up in a mail header. */
export function headerSafe(text: string, max = 120): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The admin's copy of a contact message. */
export function contactNotice(adminEmail: string, input: ContactMessageInput): OutgoingMail {
  const topic = input.subject ? headerSafe(input.subject) : 'New message';
  return {
    to: adminEmail,
    // Deleting the sender's account deletes this copy too (ADR 0102).
    aboutEmail: input.email,
    subject: `[${SITE_NAME} contact] ${topic} (from ${headerSafe(input.name, 60)})`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject ?? '(none)'}`,
      `Received: ${new Date().toISOString()}`,
      '',
      input.message,
      '',
      '--',
      `Reply to ${input.email} to answer.`,
    ].join('\n'),
  };
}
