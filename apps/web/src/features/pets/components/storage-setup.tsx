import { messages } from '@pawprize/shared';
import { HardDrive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInitStorage } from '../hooks/use-storage';

/**
 * Shown instead of the upload form when the photo store is not ready (or could not be checked):
 * the catalogue's message and the 'Initialize Storage System' button.
 */
export function StorageSetup({ checkFailed }: { checkFailed: boolean }) {
  const init = useInitStorage();
  return (
    <section
      aria-labelledby="storage-setup-title"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-border/70 bg-card px-6 py-10 text-center shadow-soft sm:px-10"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-sunny-300/60 text-plum-800">
        <HardDrive aria-hidden="true" className="size-7" />
      </span>
      <h2 id="storage-setup-title" className="mt-4 text-xl font-extrabold sm:text-2xl">
        {checkFailed ? messages.storage.checkFailed : messages.upload.storageNotReady}
      </h2>
      <p className="mt-2 text-muted-foreground">
        Photos can&apos;t be saved until the storage system is set up. It only takes a moment.
      </p>
      <Button
        type="button"
        size="lg"
        className="mt-6"
        onClick={() => init.mutate()}
        disabled={init.isPending}
      >
        {init.isPending ? <Spinner /> : null}
        {messages.storage.initializeButton}
      </Button>
    </section>
  );
}
