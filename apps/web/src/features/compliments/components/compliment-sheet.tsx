import { messages } from '@pawprize/shared';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { fetchCompliment } from '../compliment-api';
import { showComplimentFailure } from './compliment-failure';

interface ComplimentSheetButtonProps {
  petName: string;
  petId?: string;
  className?: string;
  /** Classes of the button on the card. */
  buttonClassName?: string;
}

/**
 * The compliment button where the page has no room for the speech bubble (the battle cards,
 * docs/product/ai.md): 'Get AI Compliment' opens a sheet (Radix dialog: a bottom sheet on phones,
 * a centred card from 640 px) that shows 'Generating...', then the compliment with 'New
 * Compliment'. The focus moves into the sheet and back to the button when it closes; a failure
 * closes it and says why in a toast.
 */
export function ComplimentSheetButton({
  petName,
  petId,
  className,
  buttonClassName,
}: ComplimentSheetButtonProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const compliment = useMutation({
    mutationFn: () => fetchCompliment({ petName, petId }),
    onSuccess: (value) => setText(value),
    onError: (error) => {
      setOpen(false);
      showComplimentFailure(error);
    },
  });
  const generating = compliment.isPending;

  function get() {
    setText(null);
    compliment.mutate();
  }

  return (
    <div className={cn('flex flex-col items-start', className)}>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button
            type="button"
            variant="secondary"
            onClick={get}
            disabled={generating}
            aria-busy={generating}
            className={buttonClassName}
          >
            {generating ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {generating ? messages.compliment.generating : messages.compliment.get}
          </Button>
        </DialogTrigger>
        <DialogContent
          aria-describedby={undefined}
          className={cn(
            'bg-gradient-to-br from-[#fff9e8] via-card to-coral-50 p-6 pt-7 sm:max-w-lg sm:p-8',
            // Phones: a sheet along the bottom edge, within reach of the thumb.
            'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[max(1.5rem,env(safe-area-inset-bottom))]',
          )}
        >
          <span
            aria-hidden="true"
            className="mx-auto -mt-3 mb-4 block h-1.5 w-12 rounded-full bg-plum-800/15 sm:hidden"
          />
          <DialogTitle className="flex items-center gap-2 pr-10 text-lg text-coral-700 sm:text-xl">
            <Sparkles aria-hidden="true" className="size-5 shrink-0" />
            An AI compliment for {petName}
          </DialogTitle>
          <div aria-live="polite" aria-atomic="true" className="mt-4 min-h-20">
            {text && !generating ? (
              <blockquote className="font-display text-xl leading-snug font-bold text-plum-800 motion-safe:animate-fade-in sm:text-2xl">
                {text}
              </blockquote>
            ) : (
              <p className="flex items-center gap-3 text-muted-foreground">
                <Spinner />
                {messages.compliment.generating}
              </p>
            )}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={get}
              disabled={generating}
              className="max-sm:flex-1"
            >
              <RefreshCw aria-hidden="true" />
              {messages.compliment.again}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
