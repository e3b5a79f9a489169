import { DISCOUNT_PERCENT, messages } from '@pawprize/shared';
import { Gift, Heart, PawPrint } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useNewsletterSignup } from '../use-newsletter-signup';
import { SubscribeButton } from './subscribe-button';

/** The popup (docs/product/newsletter.md) wants a non-empty address containing '@'. */
function validatePopupEmail(email: string): string | undefined {
  const value = email.trim();
  return value && value.includes('@') ? undefined : messages.newsletter.popupInvalidEmail;
}

/** The popup's dialog, loaded only when it opens (docs/decisions/0040-fast-first-load.md). */
export default function NewsletterPopupDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <PopupContent onDone={onClose} />
    </Dialog>
  );
}

function PopupContent({ onDone }: { onDone: () => void }) {
  const id = useId();
  const signup = useNewsletterSignup('popup', validatePopupEmail);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await signup.submit()) onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => event.preventDefault()}>
      <div
        aria-hidden="true"
        className="relative flex h-32 items-center justify-center overflow-hidden rounded-t-3xl bg-gradient-to-br from-coral-400 via-coral-500 to-coral-600"
      >
        <PawPrint className="absolute top-4 left-6 size-8 -rotate-20 text-white/30" />
        <PawPrint className="absolute right-16 bottom-3 size-6 rotate-12 text-white/25" />
        <Heart className="absolute top-6 right-24 size-5 fill-white/25 text-white/0" />
        <span className="relative flex size-16 items-center justify-center rounded-2xl bg-white text-coral-600 shadow-lifted">
          <Gift className="size-8" />
          <span className="absolute -top-2.5 -right-7 rotate-6 rounded-full bg-sunny-300 px-2.5 py-0.5 font-display text-sm font-black text-plum-900 shadow-soft">
            -{DISCOUNT_PERCENT}%
          </span>
        </span>
      </div>
      <div className="px-6 pt-6 pb-7 sm:px-8">
        <DialogTitle>Get {DISCOUNT_PERCENT}% off your next order</DialogTitle>
        <DialogDescription className="mt-2 text-base">
          Join the PawPrize newsletter for pet-care tips and contest news, and we&apos;ll give you a
          discount code for our shop.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
          <Field id={`${id}-email`} label="Email address" error={signup.error}>
            {(control) => (
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
              />
            )}
          </Field>
          <SubscribeButton busy={signup.busy} waitSeconds={signup.waitSeconds} className="w-full" />
          <p className="text-center text-xs text-plum-500">
            No spam: every email has a link to unsubscribe.
          </p>
        </form>
      </div>
    </DialogContent>
  );
}
