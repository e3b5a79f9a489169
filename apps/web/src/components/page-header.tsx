import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The standard top of a page: optional eyebrow, h1, lead text and actions. */
export function PageHeader({ title, description, eyebrow, children, className }: PageHeaderProps) {
  return (
    <header className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-wider text-coral-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      {description ? (
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{description}</p>
      ) : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </header>
  );
}
