import { X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, useState, type PointerEvent, type RefObject, type WheelEvent } from 'react';
import { srcSetOf, variantUrl } from '@/lib/image-variants';
import type { Pet } from '../types';

const MAX_ZOOM = 4;
/** How far (px) a one-finger drag down must go, unzoomed, to close the viewer. */
const SWIPE_CLOSE_PX = 110;

interface PhotoViewerProps {
  pet: Pick<Pet, 'petName' | 'imageUrl' | 'variants' | 'width' | 'height'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the viewer closes (the photo that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const AT_REST: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale));

function distance(points: { x: number; y: number }[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The viewer's gestures: pinch to zoom, pan when zoomed, drag down at rest to close (calls
 * `onSwipeClose`), the wheel and the zoom buttons.
 */
function usePhotoGestures(onSwipeClose: () => void) {
  const [view, setView] = useState<View>(AT_REST);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: View; distance: number; start: { x: number; y: number } } | null>(
    null,
  );

  const reset = () => {
    setView(AT_REST);
    setDragging(false);
    pointers.current.clear();
    gesture.current = null;
  };

  const startGesture = (current: View) => {
    const points = [...pointers.current.values()];
    gesture.current = { view: current, distance: distance(points), start: points[0]! };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    startGesture(view);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const from = gesture.current;
    if (points.length >= 2 && from.distance > 0) {
      setView({
        ...from.view,
        scale: clampScale((from.view.scale * distance(points)) / from.distance),
      });
      return;
    }
    const point = points[0]!;
    const dx = point.x - from.start.x;
    const dy = point.y - from.start.y;
    // Zoomed: the finger pans. At rest: only a drag down moves the photo (to swipe it away).
    setView(
      from.view.scale > 1
        ? { ...from.view, x: from.view.x + dx, y: from.view.y + dy }
        : { scale: 1, x: 0, y: Math.max(0, dy) },
    );
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other carries on from here.
      startGesture(view);
      return;
    }
    setDragging(false);
    gesture.current = null;
    if (view.scale <= 1) {
      if (view.y > SWIPE_CLOSE_PX) {
        onSwipeClose();
        reset();
      } else setView(AT_REST);
    }
  };

  const zoomBy = (factor: number) =>
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      return scale === 1 ? AT_REST : { ...current, scale };
    });

  const onWheel = (event: WheelEvent<HTMLDivElement>) => zoomBy(event.deltaY < 0 ? 1.2 : 1 / 1.2);

  return {
    view,
    setView,
    dragging,
    reset,
    zoomBy,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onWheel },
  };
}

/**
 * The pet page's full-screen photo viewer (docs/product/gallery.md): a dialog named after the pet,
 * closed by Escape, the close button or a swipe down; two fingers pinch to zoom (up to 4×), one
 * finger pans a zoomed photo, double-tap and the wheel zoom too, and the zoom buttons do it from the
 * keyboard.
 */
export function PhotoViewer({ pet, open, onOpenChange, returnFocusTo }: PhotoViewerProps) {
  const { view, setView, dragging, reset, zoomBy, handlers } = usePhotoGestures(() =>
    onOpenChange(false),
  );
  const fade = view.scale <= 1 ? Math.max(0.35, 1 - view.y / 400) : 1;
  const zoomed = view.scale > 1;

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className="fixed inset-0 z-50 bg-plum-900 data-[state=open]:animate-fade-in"
          style={{ opacity: fade }}
        />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none data-[state=open]:animate-fade-in"
        >
          <ViewerBar
            name={pet.petName}
            canZoomOut={zoomed}
            canZoomIn={view.scale < MAX_ZOOM}
            zoomBy={zoomBy}
          />
          <div
            data-testid="photo-viewer-stage"
            className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none"
            {...handlers}
            onDoubleClick={() => setView(zoomed ? AT_REST : { scale: 2, x: 0, y: 0 })}
          >
            <img
              src={variantUrl(pet, 1600)}
              srcSet={srcSetOf(pet.variants)}
              sizes="100vw"
              width={pet.width ?? undefined}
              height={pet.height ?? undefined}
              alt={`${pet.petName}, the pet`}
              draggable={false}
              className="max-h-full max-w-full object-contain"
              style={{
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                transition: dragging ? 'none' : 'transform 180ms ease-out',
              }}
            />
          </div>
          <p className="px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-sm text-white/80">
            Pinch or double-tap to zoom · swipe down to close
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The viewer's top bar: the pet's name (the dialog's title), zoom out, zoom in, close. */
function ViewerBar({
  name,
  canZoomOut,
  canZoomIn,
  zoomBy,
}: {
  name: string;
  canZoomOut: boolean;
  canZoomIn: boolean;
  zoomBy: (factor: number) => void;
}) {
  return (
    <div className="flex items-center gap-2 bg-gradient-to-b from-plum-900/80 to-transparent px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3">
      <DialogPrimitive.Title className="min-w-0 flex-1 truncate font-display text-lg font-extrabold text-white">
        {name}
      </DialogPrimitive.Title>
      <button
        type="button"
        aria-label="Zoom out"
        disabled={!canZoomOut}
        onClick={() => zoomBy(1 / 1.5)}
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
      >
        <ZoomOut aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label="Zoom in"
        disabled={!canZoomIn}
        onClick={() => zoomBy(1.5)}
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
      >
        <ZoomIn aria-hidden="true" className="size-5" />
      </button>
      <DialogPrimitive.Close
        aria-label="Close photo"
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}
