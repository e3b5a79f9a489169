import { cn } from '@/lib/utils';

/** Desktop navigation link look; `active` marks the current section. */
export function navLinkClass(active: boolean): string {
  return cn(
    'inline-flex h-10 items-center gap-1 rounded-full px-2.5 text-sm lg:px-3.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active
      ? 'bg-coral-100 text-coral-800'
      : 'text-plum-700 hover:bg-plum-800/5 hover:text-plum-900',
  );
}

/** The More menu trigger's look (a nav link's, plus `group` for its chevron). */
export function moreTriggerClass(active: boolean): string {
  return cn(navLinkClass(active), 'group');
}
