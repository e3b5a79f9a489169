import { z } from 'zod';
import { multiLine, singleLine } from '../text.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants.ts';
import { messages } from '../messages.ts';

const required = messages.contact.fieldRequired;

const requiredText = (max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, messages.contact.tooLong(max));
const requiredLine = (max: number) => singleLine(requiredText(max));

/**
 * `POST /api/contact` → 201 `{ message }`. A missing required field answers 400 VALIDATION_FAILED
 * with the message 'Please fill in all required fields' and `fieldErrors` per field; other problems
 * (too long, bad email) answer 400 with the first field's message. The web form can use the same
 * schema for its field messages.
 */
export const ContactRequestSchema = z.object({
  name: requiredLine(CONTACT_NAME_MAX_LENGTH),
  email: requiredLine(EMAIL_MAX_LENGTH).pipe(z.email(messages.contact.invalidEmail)),
  subject: singleLine(
    z
      .string()
      .trim()
      .max(CONTACT_SUBJECT_MAX_LENGTH, messages.contact.tooLong(CONTACT_SUBJECT_MAX_LENGTH)),
  )
    .optional()
    .nullable()
    .transform((value) => value || undefined),
  message: multiLine(requiredText(CONTACT_MESSAGE_MAX_LENGTH)),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ContactMessageInput = z.output<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
