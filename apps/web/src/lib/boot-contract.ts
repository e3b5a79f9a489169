/**
 * What the boot script of a drawn page (`src/boot.ts`, served as `/boot.js`) and the app agree
 * on: the globals the one leaves for the other and the photo slots' attributes. One typed place,
 * so neither side can rename a field the other reads (docs/public-pages.md).
 */

/** An answer the boot script asked for while the app's code downloaded (ADR 0043). */
export interface EarlyAnswer {
  /** When it was asked for (ms since the epoch). */
  at: number;
  answer: Promise<Response>;
}

/** A photo the boot script drew in a slot (ADR 0044): what the slot renders while hydrating. */
export interface DrawnPhoto {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  className: string;
}

declare global {
  interface Window {
    /** Early answers by address; the app takes each once (src/lib/api.ts, `takeEarlyAnswer`). */
    __pawprizeEarlyAnswers?: Record<string, EarlyAnswer>;
    /** Photos drawn in slots, by `drawnPhotoKey(from, pick)`. */
    __pawprizeDrawnPhotos?: Record<string, DrawnPhoto>;
    /** Set when the app begins to hydrate: from then on the drawn elements are React's. */
    __pawprizeHydrating?: boolean;
    /** Set when the app's first render is on the screen: taps are the app's from then on. */
    __pawprizeLive?: boolean;
    /** Controls tapped (and forms sent) before the app was live, in order, to be replayed. */
    __pawprizeHeldTaps?: HeldTap[];
  }
}

/**
 * What the boot script held back before the app was live: a tap on a control, a form sent (with
 * its submitter), or text typed into a field (its latest value).
 */
export type HeldTap =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'input'; target: HTMLInputElement | HTMLTextAreaElement; value: string };

/** The attributes of a photo slot (src/components/photo-slot.tsx) the boot script reads. */
export const PHOTO_SLOT = {
  /** The API address whose answer holds the photo (`*`: the page's last path segment). */
  from: 'data-photo-from',
  /** The photo's object in that answer (`pets.0`). */
  pick: 'data-photo-pick',
  className: 'data-photo-class',
  sizes: 'data-photo-sizes',
  width: 'data-photo-width',
} as const;

/** A slot's attributes as the app renders them (`from` is the page's own address), `undefined` for one not given. */
export type PhotoSlotAttributes = Record<keyof typeof PHOTO_SLOT, string | number | undefined>;

/**
 * The key of a drawn photo: all of its slot's attributes (a pet page has two slots for the same
 * photo, the photo and its blurred backdrop, which differ in width and `sizes`).
 */
export function drawnPhotoKey(slot: PhotoSlotAttributes): string {
  return JSON.stringify([
    slot.from,
    slot.pick,
    slot.className,
    slot.sizes ?? '',
    String(slot.width ?? ''),
  ]);
}

/** The attribute that marks `#root`'s drawn page (apps/server/src/http/web.ts writes it). */
export const DRAWN_PAGE_ATTRIBUTE = 'data-drawn';
