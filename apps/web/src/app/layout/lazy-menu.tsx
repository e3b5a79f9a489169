import {
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The stand-in trigger's props (a data attribute, as the Radix trigger sets it for styles). */
export type PlaceholderProps = ComponentProps<'button'> & { 'data-state'?: 'closed' };

/** What a lazily loaded dropdown gets: it mounts open, as the first press asked. */
export interface LoadedMenuProps {
  defaultOpen: boolean;
}

/**
 * A dropdown menu whose code (Radix Menu, its positioning and focus handling, ~20 KB compressed)
 * loads on first use instead of with the first page (docs/decisions/0042-first-paint.md). Until
 * then `trigger` renders a button that looks and is named like the real trigger; hovering or
 * focusing it starts the download, and pressing it (pointer, Enter, Space or ArrowDown, as the
 * Radix trigger) mounts the real menu, open.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & LoadedMenuProps> }>,
  trigger: (props: P, placeholder: PlaceholderProps) => ReactNode,
) {
  let loading: Promise<unknown> | null = null;
  const preload = () => {
    loading ??= load().catch(() => {
      loading = null;
    });
  };
  const Loaded = lazy(load);

  return function LazyMenu(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = () => setWanted(true);
    const placeholder: PlaceholderProps = {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      },
      onClick: open,
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      },
    };
    if (!wanted) return trigger(props, placeholder);
    return (
      <Suspense fallback={trigger(props, { ...placeholder, 'aria-busy': true })}>
        <Loaded {...props} defaultOpen />
      </Suspense>
    );
  };
}
