import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';

/** A list or page that failed to load: what went wrong and a Try again button. */
export function LoadError({
  title = "We couldn't load the pets.",
  error,
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <Alert variant="error" role="alert" className={cn('items-start', className)}>
      <TriangleAlert aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <p>{errorMessage(error)}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRetry}
          disabled={retrying}
          className="self-start bg-card sm:self-center"
        >
          {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Try again
        </Button>
      </div>
    </Alert>
  );
}
