import { messages } from '@pawprize/shared';
import { Mail, PawPrint } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useNewsletterSignup } from '../use-newsletter-signup';
import { SubscribeButton } from './subscribe-button';

/** The home/blog box (docs/product/newsletter.md) only needs a non-blank address. */
function validateBoxEmail(email: string): string | undefined {
  return email.trim() ? undefined : messages.newsletter.boxEmailRequired;
}

interface NewsletterBoxProps {
  title?: string;
  description?: string;
  /** 'wide' puts the text beside the form on large screens; 'stacked' always stacks them. */
  layout?: 'wide' | 'stacked';
  className?: string;
}

/** The home and blog newsletter signup (source 'box'). */
export function NewsletterBox({
  title = 'Pet-care tips in your inbox',
  description = 'New articles, contest news and the occasional treat: join the PawPrize newsletter. Your welcome email brings a code for 10% off your next order.',
  layout = 'wide',
  className,
}: NewsletterBoxProps) {
  const id = useId();
  const signup = useNewsletterSignup('box', validateBoxEmail);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signup.submit();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'relative overflow-hidden rounded-3xl border border-coral-100 bg-gradient-to-br from-coral-50 via-cream-50 to-teal-50 px-6 py-10 shadow-soft sm:px-10 sm:py-12',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <PawPrint className="absolute top-6 right-8 size-10 rotate-12 text-coral-200/70" />
        <PawPrint className="absolute right-24 bottom-6 size-7 -rotate-12 text-teal-200/80" />
      </div>
      <div
        className={cn(
          'relative grid gap-8',
          layout === 'wide' && 'lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12',
        )}
      >
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <h2 id={`${id}-title`} className="mt-4 text-2xl font-extrabold text-pretty sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 max-w-xl leading-relaxed text-plum-600">{description}</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <Field id={`${id}-email`} label="Email address" error={signup.error}>
            {(control) => (
              <div className="flex flex-col gap-3 sm:flex-row">
                <Input
                  {...control}
                  ref={signup.inputRef}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="you@example.com"
                  value={signup.email}
                  onChange={(event) => signup.onEmailChange(event.target.value)}
                  className="sm:flex-1"
                />
                <SubscribeButton busy={signup.busy} waitSeconds={signup.waitSeconds} />
              </div>
            )}
          </Field>
          <p className="text-xs text-plum-500">No spam: every email has a link to unsubscribe.</p>
        </form>
      </div>
    </section>
  );
}
