import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { waitText } from '@/lib/form-errors';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  /** Seconds left of a 429's wait: the button stays disabled and says so. */
  waitSeconds?: number;
  children: ReactNode;
}

/** The full-width submit button of the account forms, with busy and rate-limited states. */
export function SubmitButton({ busy, busyLabel, waitSeconds = 0, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || waitSeconds > 0}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : waitSeconds > 0 ? (
        `Try again in ${waitText(waitSeconds)}`
      ) : (
        children
      )}
    </Button>
  );
}
