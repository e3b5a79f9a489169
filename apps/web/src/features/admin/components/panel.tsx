import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A white panel for a section of the console. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-3xl border border-border/70 bg-card shadow-soft', className)}>
      {children}
    </div>
  );
}
