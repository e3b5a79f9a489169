import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * A dashboard account form (change email, change password): the card with its title and what it
 * does, an optional notice, the fields, and a right-aligned submit button that shows a spinner and
 * `busyLabel` while it works.
 */
export function AccountFormCard({
  id,
  title,
  description,
  notice,
  formRef,
  onSubmit,
  busy,
  icon,
  submitLabel,
  busyLabel,
  children,
}: {
  id?: string;
  title: string;
  description: ReactNode;
  /** Between the description and the form (e.g. what the last submit did). */
  notice?: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  icon: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-7" id={id}>
      <h3 className="font-display text-lg font-bold text-plum-800">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {notice}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        {children}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : icon}
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
