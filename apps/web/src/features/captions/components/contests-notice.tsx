import type { ReactNode } from 'react';
import type { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The empty and failure states of a contest list (docs/product/captions.md). */
export function ContestsNotice({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: typeof Sparkles;
  title: string;
  tone: 'calm' | 'error';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-3xl border border-dashed px-6 py-12 text-center',
        tone === 'error' ? 'border-destructive/30 bg-[#fdf0f1]/60' : 'border-coral-200 bg-card/70',
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-2xl',
          tone === 'error' ? 'bg-[#fdf0f1] text-destructive' : 'bg-coral-100 text-coral-600',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 font-display text-xl font-extrabold text-plum-800">{title}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
