import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { waitText } from '@/lib/form-errors';
import { cn } from '@/lib/utils';

interface SubscribeButtonProps {
  busy: boolean;
  /** Seconds left of a 429's wait. */
  waitSeconds: number;
  className?: string;
}

export function SubscribeButton({ busy, waitSeconds, className }: SubscribeButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy || waitSeconds > 0}
      aria-disabled={busy || undefined}
      className={cn('h-11', className)}
    >
      {busy ? (
        <>
          <Spinner />
          Subscribing…
        </>
      ) : waitSeconds > 0 ? (
        `Try again in ${waitText(waitSeconds)}`
      ) : (
        <>
          <Send aria-hidden="true" />
          Subscribe
        </>
      )}
    </Button>
  );
}
