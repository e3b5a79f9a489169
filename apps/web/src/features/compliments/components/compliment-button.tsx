import { messages } from '@pawprize/shared';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { fetchCompliment } from '../compliment-api';
import { showComplimentFailure } from './compliment-failure';

interface ComplimentButtonProps {
  petName: string;
  /** The pet's id: the server then knows what animal it is from its photo. */
  petId?: string;
  /** Optional: "fluffy", "loves naps" (at most 60 characters). */
  petTrait?: string;
  className?: string;
}

interface Shown {
  /** The pet it was written for: a new pet (the next battle) starts from the button again. */
  petName: string;
  text: string;
}

/**
 * The compliment button (docs/product/ai.md): 'Get AI Compliment' → 'Generating...' → the
 * compliment in a speech bubble, with 'New Compliment' to get another. The bubble sits in a polite
 * live region, so screen readers hear each new compliment.
 */
export function ComplimentButton({ petName, petId, petTrait, className }: ComplimentButtonProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const compliment = useMutation({
    mutationFn: (pet: { petName: string; petId?: string; petTrait?: string }) =>
      fetchCompliment(pet),
    onSuccess: (text, pet) => setShown({ petName: pet.petName, text }),
    onError: showComplimentFailure,
  });
  const current = shown?.petName === petName ? shown.text : null;
  const generating = compliment.isPending;

  return (
    <div className={cn('flex flex-col items-start', className)}>
      <Button
        type="button"
        variant={current ? 'outline' : 'secondary'}
        onClick={() => compliment.mutate({ petName, petId, petTrait })}
        disabled={generating}
        aria-busy={generating}
      >
        {generating ? (
          <Spinner />
        ) : current ? (
          <RefreshCw aria-hidden="true" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {generating
          ? messages.compliment.generating
          : current
            ? messages.compliment.again
            : messages.compliment.get}
      </Button>
      <div aria-live="polite" aria-atomic="true" className="w-full">
        {current ? (
          <figure
            className={cn(
              'relative mt-4 w-full rounded-2xl border border-sunny-300 bg-gradient-to-br from-[#fff9e8] to-coral-50 px-5 py-4 shadow-soft motion-safe:animate-fade-in',
              // The bubble's tail, pointing up at the button.
              "before:absolute before:-top-2 before:left-8 before:size-4 before:rotate-45 before:rounded-tl-sm before:border-t before:border-l before:border-sunny-300 before:bg-[#fff9e8] before:content-['']",
              generating && 'opacity-60',
            )}
          >
            <blockquote className="font-display text-lg leading-snug font-bold text-plum-800">
              {current}
            </blockquote>
            <figcaption className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-coral-700">
              <Sparkles aria-hidden="true" className="size-3.5" />
              An AI compliment for {petName}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
