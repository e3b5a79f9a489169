import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Inline busy indicator for buttons (decorative: the button's text says what is happening). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}
