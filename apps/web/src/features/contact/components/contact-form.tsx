import { CONTACT_MESSAGE_MAX_LENGTH, messages } from '@pawprize/shared';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { describeFailure, hasErrors, serverFormErrors, waitText } from '@/lib/form-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useFormFields } from '@/lib/use-form-fields';
import { sendContactMessage } from '../contact-api';
import { emptyContact, missesRequired, validateContact } from '../contact-validation';

const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

/** Name, email, optional subject and message (docs/product/contact.md). */
export function ContactForm() {
  const { values, errors, formRef, bind, setField, showErrors, reset } = useFormFields(
    emptyContact,
    validateContact,
  );
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || wait.secondsLeft > 0) return;
    const found = validateContact(values);
    if (hasErrors(found)) {
      showErrors(found);
      if (missesRequired(found)) toast.error(messages.contact.requiredFields);
      return;
    }
    setBusy(true);
    try {
      const { name, email, subject, message } = values;
      const result = await sendContactMessage({
        name: name.trim(),
        email: email.trim(),
        subject: subject.trim() || undefined,
        message: message.trim(),
      });
      toast.success(result.message || messages.contact.success);
      reset(emptyContact);
    } catch (error) {
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      const failure = describeFailure(error, messages.contact.failed);
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfterSeconds) wait.start(failure.retryAfterSeconds);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          {(control) => (
            <Input {...control} {...bind('name')} autoComplete="name" aria-required="true" />
          )}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              aria-required="true"
            />
          )}
        </Field>
      </div>
      <Field id="contact-subject" label={<>Subject {optional}</>} error={errors.subject}>
        {(control) => <Input {...control} {...bind('subject')} placeholder="What is it about?" />}
      </Field>
      <Field
        id="contact-message"
        label="Message"
        error={errors.message}
        hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={7}
            value={values.message}
            onChange={(event) => setField('message', event.target.value)}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            placeholder="How can we help?"
            aria-required="true"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We only use your details to answer your message.
        </p>
        <Button type="submit" size="lg" disabled={busy || wait.secondsLeft > 0}>
          {busy ? (
            <>
              <Spinner />
              Sending…
            </>
          ) : wait.secondsLeft > 0 ? (
            `Try again in ${waitText(wait.secondsLeft)}`
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
