import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A native select drawn like our inputs (44 px tall on phones). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-base text-plum-800 shadow-soft focus-visible:border-coral-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
