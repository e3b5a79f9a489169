import { CONTACT_MESSAGE_MAX_LENGTH, messages } from '@pawprize/shared';
import { Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { hasErrors, waitText } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useFormSubmit } from '@/lib/use-form-submit';
import { sendContactMessage } from '../contact-api';
import { emptyContact, missesRequired, validateContact } from '../contact-validation';

/** Name, email, optional subject and message (docs/product/contact.md). */
export function ContactForm() {
  const { values, formRef, field, showErrors, reset } = useFormFields(
    emptyContact,
    validateContact,
    'contact',
  );
  const { busy, waitSeconds, submit } = useFormSubmit(() => {
    const found = validateContact(values);
    if (!hasErrors(found)) return true;
    showErrors(found);
    if (missesRequired(found)) toast.error(messages.contact.requiredFields);
    return false;
  }, showErrors);
  const onSubmit = submit(
    async () => {
      const { name, email, subject, message } = values;
      const result = await sendContactMessage({
        name: name.trim(),
        email: email.trim(),
        subject: subject.trim() || undefined,
        message: message.trim(),
      });
      toast.success(result.message || messages.contact.success);
      reset(emptyContact);
    },
    {
      fallback: messages.contact.failed,
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" aria-required="true" {...field('name')} />
        <FormField kind="email" label="Email" aria-required="true" {...field('email')} />
      </div>
      <FormField label="Subject" optional placeholder="What is it about?" {...field('subject')} />
      <FormField
        kind="textarea"
        label="Message"
        hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        placeholder="How can we help?"
        aria-required="true"
        {...field('message')}
      />
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We only use your details to answer your message.
        </p>
        <Button type="submit" size="lg" disabled={busy || waitSeconds > 0}>
          {busy ? (
            <>
              <Spinner />
              Sending…
            </>
          ) : waitSeconds > 0 ? (
            `Try again in ${waitText(waitSeconds)}`
          ) : (
            <>
              <Send aria-hidden="true" />
              Send message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
