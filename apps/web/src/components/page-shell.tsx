import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Page width and vertical rhythm shared by every page. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16', className)}>
      {children}
    </div>
  );
}
