import {
  ContactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@pawprize/shared/schemas/contact';
import { api } from '@/lib/api';

/** 201 `{ message }`; 400 'Please fill in all required fields' with `fieldErrors`; 429. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return api.post('/contact', body, { schema: ContactResponseSchema });
}
