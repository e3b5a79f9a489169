import {
  createContext,
  useContext,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/utils';

/**
 * A pill-shaped segmented control with one item chosen; give it an `aria-label`.
 *
 * The markup and keys of Radix ToggleGroup (`type="single"`), which it replaces because it is on
 * the first paint of `/` and Radix's roving-focus machinery cost that paint 6.5 KB
 * (docs/decisions/0042-first-paint.md): a `radiogroup` of `radio` buttons (`aria-checked`,
 * `data-state="on|off"`); Tab reaches the chosen item, the arrow keys, Home/PageUp and End/PageDown move the
 * focus (wrapping) without choosing, a click, Enter or Space chooses. Pressing the chosen item
 * again reports `''` (callers keep their choice), as Radix did.
 */
interface Group {
  value: string;
  onValueChange: (value: string) => void;
}

const GroupContext = createContext<Group | null>(null);

const NEXT_KEYS: Record<string, 1 | -1> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

export function ToggleGroup({
  type: _type,
  value,
  onValueChange,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'dir'> & {
  type: 'single';
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    let next: number;
    if (event.key === 'Home' || event.key === 'PageUp') next = 0;
    else if (event.key === 'End' || event.key === 'PageDown') next = items.length - 1;
    else if (NEXT_KEYS[event.key])
      next = (at + NEXT_KEYS[event.key]! + items.length) % items.length;
    else return;
    event.preventDefault();
    items[next]!.focus();
  };

  return (
    <GroupContext value={{ value, onValueChange }}>
      <div
        ref={root}
        role="radiogroup"
        onKeyDown={onKeyDown}
        className={cn(
          'inline-flex items-center gap-1 rounded-full bg-plum-800/6 p-1 text-plum-600',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </GroupContext>
  );
}

export function ToggleGroupItem({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const group = useContext(GroupContext);
  const on = group?.value === value;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={on}
      data-state={on ? 'on' : 'off'}
      // The chosen item is the group's Tab stop (every item while nothing is chosen).
      tabIndex={on || !group?.value ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group?.onValueChange(on ? '' : value);
      }}
      className={cn(
        'inline-flex h-11 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors hover:text-plum-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 data-[state=on]:bg-card data-[state=on]:text-plum-900 data-[state=on]:shadow-soft sm:h-9 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
