import { useRef, useState, type PointerEvent } from 'react';
import type { SwipeDirection } from '../types';
import { swipeDirectionOf } from '../vote-rules';

/**
 * Dragging the top card with any pointer (mouse, touch, pen). Past the threshold on release it
 * is a swipe; under it the card springs back. The card sets `touch-action: pan-y`, so a
 * vertical finger still scrolls the page.
 */
export function useSwipeDrag({
  enabled,
  onSwipe,
}: {
  enabled: boolean;
  onSwipe: (direction: SwipeDirection) => void;
}) {
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ pointerId: number; x: number } | null>(null);

  function end(event: PointerEvent<HTMLElement>, release: boolean) {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    setDx(0);
    const direction = release ? swipeDirectionOf(event.clientX - from.x) : null;
    if (direction) onSwipe(direction);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || start.current) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      setDx(event.clientX - from.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    // The browser took the gesture over (a scroll) or the capture was lost: spring back.
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };

  return { dx, dragging, handlers };
}
