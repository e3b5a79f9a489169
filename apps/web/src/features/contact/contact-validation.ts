import { messages } from '@pawprize/shared';
import { ContactRequestSchema } from '@pawprize/shared/schemas/contact';
import { formErrorsFrom, type FormErrors } from '@/lib/form-errors';

export interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

export const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;

/** The server's own rules (shared schema): required fields, email shape, lengths. */
export function validateContact(values: ContactValues): FormErrors {
  return formErrorsFrom(ContactRequestSchema.safeParse(values));
}

/** True when a required field is empty: the form then says 'Please fill in all required fields'. */
export function missesRequired(errors: FormErrors): boolean {
  return REQUIRED_FIELDS.some((field) => errors[field] === messages.contact.fieldRequired);
}
