import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A friendly panel for "nothing here (yet)", with an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-3xl border border-dashed border-coral-200 bg-card/70 px-6 py-12 text-center sm:py-16',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 font-display text-xl font-extrabold text-plum-800">{title}</p>
      {children ? <div className="mt-2 max-w-md text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
