import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from './panel';

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Panel className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-xl font-extrabold text-plum-800">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
    </Panel>
  );
}
