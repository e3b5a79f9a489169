import type { VariantProps } from '@/lib/variants';
import {
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router `Link`) with button styling. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return slot(props, classes);
  return <button className={classes} {...props} />;
}

type Props = Record<string, unknown>;

function composeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return (node) => {
    for (const ref of [a, b]) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * `asChild`: the child element gets the button's props, as Radix Slot merges them (the child's
 * own props win, except that both event handlers run, the child's first; styles and classes are
 * combined; both refs are set). Radix Slot is 2 KB of every first paint for this one use
 * (docs/decisions/0042-first-paint.md).
 */
function slot({ children, ...props }: Props, className: string) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [name, value] of Object.entries(props)) {
    const theirs = own[name];
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(value as object), ...(theirs as object | undefined) };
    } else if (name === 'ref' && theirs) {
      merged.ref = composeRefs(value as Ref<unknown>, theirs as Ref<unknown>);
    }
  }
  merged.className = cn(className, own.className as string | undefined);
  return cloneElement(child, merged);
}
