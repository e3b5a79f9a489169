import { messages } from '@pawprize/shared';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';

/** The generic failure screen (docs/product/site.md, Toasts and failures). */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-3xl border border-border/70 bg-card p-8 text-center shadow-lifted">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-extrabold">{messages.pages.errorHeading}</h1>
        <p className="mt-3 text-muted-foreground">{messages.pages.errorText}</p>
        <p className="mt-4 rounded-xl bg-muted px-4 py-3 font-mono text-sm break-words text-plum-700">
          {errorMessage(error)}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {messages.pages.refreshPage}
        </Button>
      </div>
    </div>
  );
}
