import type { ReactNode } from 'react';

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-5 items-center justify-center rounded-md border border-border bg-plum-50 px-1.5 font-sans text-[0.6875rem] font-bold text-plum-700 shadow-[inset_0_-1px_0_rgb(0_0_0/0.08)]">
      {children}
    </kbd>
  );
}
