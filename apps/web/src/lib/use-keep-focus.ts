import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus in a widget whose controls are replaced as the user acts (the swipe
 * deck's next card, a new battle): when `key` changes and the control that had the focus is gone
 * (the focus fell to the page body), the element `selector` finds in the widget gets it, or the
 * widget itself. With `moveWithin`, the focus also moves there from another control of the widget.
 * Focus the user took elsewhere is never taken back (docs/decisions/0046-focus-stays-on-the-deck.md).
 */
export function useKeepFocus<T extends HTMLElement>(
  key: string,
  selector: string,
  { moveWithin = false }: { moveWithin?: boolean } = {},
) {
  const ref = useRef<T>(null);
  const inside = useRef(false);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      inside.current = ref.current?.contains(event.target as Node) ?? false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget || !inside.current) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (!lost && !(moveWithin && widget.contains(active))) return;
    const target = widget.querySelector<HTMLElement>(selector) ?? widget;
    if (target !== active) target.focus({ preventScroll: true });
  }, [key, selector, moveWithin]);

  return ref;
}
