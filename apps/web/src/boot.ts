// The boot script of a drawn page (docs/public-pages.md; ADRs 0043, 0044, 0122), built into
// `/boot.js` (build/boot-script.ts): a classic deferred script of a few KB that the server puts
// in a drawn page instead of the app's own. The page's first screen paints on the HTML and the
// stylesheet alone; then this script
// - asks for the API answers the page's first render needs (`data-fetch`), while the app's code
//   downloads, and draws the first screen's photos from them (photo slots, ADR 0044);
// - starts the app's code (`data-entry`, `data-preload`) once those photos are in;
// - holds back what the visitor taps or types before the app is live, for the app to replay
//   then (nothing done while the app starts is lost: `src/app/mount.tsx`, `replayHeldTaps`).
// Its script tag's attributes: `data-entry` the app's entry module; `data-preload` the modules it
// and the page import; `data-fetch` the API addresses of the first render (a `*` segment stands
// for this page's last path segment); `data-time-zone-header` the header that carries the
// visitor's time zone, as the app sends it.
import {
  drawnPhotoKey,
  PHOTO_SLOT,
  type DrawnPhoto,
  type EarlyAnswer,
  type HeldTap,
} from './lib/boot-contract';

/** How long the app's code waits for the first screen's photos at most. */
const PHOTO_WAIT_MS = 1500;
/** A page opened in a background tab gets no frames: the code starts after this anyway. */
const START_AT_LATEST_MS = 3000;

/** A photo's stored file, as the API describes it (`variants` of a pet or a product). */
interface Variant {
  url: string;
  width: number;
}

/** `address` with its `*` segment replaced by this page's last path segment (null: none fits). */
function resolve(address: string): string | null {
  if (!/\/\*(?=[/?]|$)/.test(address)) return address;
  const segment = window.location.pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[\w-]+$/.test(segment) ? address.replace(/\/\*(?=[/?]|$)/, `/${segment}`) : null;
}

/** The drawn page's photo slots, by the (resolved) address their photo comes from. */
function photoSlots(): Record<string, HTMLElement[]> {
  const byAddress: Record<string, HTMLElement[]> = {};
  for (const slot of document.querySelectorAll<HTMLElement>(`[${PHOTO_SLOT.from}]`)) {
    const address = resolve(slot.getAttribute(PHOTO_SLOT.from) ?? '');
    if (address) (byAddress[address] ??= []).push(slot);
  }
  return byAddress;
}

/** Whether `frame` (a slot's box) shows in the window as it opened. */
function onFirstScreen(frame: Element | null): boolean {
  if (!frame) return false;
  const box = frame.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/** `body`'s object at `pick` (keys and indexes joined by dots). */
function picked(body: unknown, pick: string): Record<string, unknown> | undefined {
  let item: unknown = body;
  for (const key of pick.split('.')) {
    if (key)
      item = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  }
  return item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
}

/**
 * Replaces each slot in the first screen (those further down are the app's) by its photo, the
 * file the app's own `<img>` would show, and records it for the app's hydration (the slot then
 * renders the same `<img>`). Returns the photos drawn. Nothing once the app hydrates.
 */
function drawPhotos(slots: HTMLElement[], body: unknown): HTMLImageElement[] {
  if (window.__pawprizeHydrating) return [];
  const registry = (window.__pawprizeDrawnPhotos ??= {});
  // Every layout read first, then the writes: a read after a replaced slot would lay the whole
  // page out again, once per photo.
  const shown = slots.map((slot) => onFirstScreen(slot.parentElement));
  const drawn: HTMLImageElement[] = [];
  slots.forEach((slot, index) => {
    // As the app's slot has it: the page's own address where the drawn one says `*`.
    const from = resolve(slot.getAttribute(PHOTO_SLOT.from) ?? '') ?? '';
    const pick = slot.getAttribute(PHOTO_SLOT.pick) ?? '';
    const item = picked(body, pick);
    if (!item || typeof item.imageUrl !== 'string' || !shown[index] || !slot.parentNode) return;
    const variants = (Array.isArray(item.variants) ? (item.variants as unknown[]) : [])
      .filter(
        (v): v is Variant =>
          !!v && typeof (v as Variant).url === 'string' && typeof (v as Variant).width === 'number',
      )
      .sort((a, b) => a.width - b.width);
    const min = Number(slot.getAttribute(PHOTO_SLOT.width)) || 800;
    const file = variants.find((v) => v.width >= min) ?? variants[variants.length - 1];
    const sizes = slot.getAttribute(PHOTO_SLOT.sizes) || undefined;
    const photo: DrawnPhoto = {
      src: file ? file.url : item.imageUrl,
      srcSet:
        sizes && variants.length
          ? variants.map((v) => `${v.url} ${v.width}w`).join(', ')
          : undefined,
      sizes: sizes && variants.length ? sizes : undefined,
      // The stored size, as the app's own <img> has it (the same largest-paint size).
      width: typeof item.width === 'number' ? item.width : undefined,
      height: typeof item.height === 'number' ? item.height : undefined,
      className: slot.getAttribute(PHOTO_SLOT.className) ?? '',
    };
    const img = document.createElement('img');
    if (photo.srcSet && photo.sizes) {
      img.srcset = photo.srcSet;
      img.sizes = photo.sizes;
    }
    img.src = photo.src;
    if (photo.width !== undefined && photo.height !== undefined) {
      img.width = photo.width;
      img.height = photo.height;
    }
    img.alt = '';
    img.className = photo.className;
    img.setAttribute('fetchpriority', 'high');
    registry[
      drawnPhotoKey({
        from,
        pick,
        className: photo.className,
        sizes: slot.getAttribute(PHOTO_SLOT.sizes) ?? undefined,
        width: slot.getAttribute(PHOTO_SLOT.width) ?? undefined,
      })
    ] = photo;
    slot.parentNode.replaceChild(img, slot);
    drawn.push(img);
  });
  return drawn;
}

/** Calls `done` once every photo has loaded or failed. */
function whenLoaded(photos: HTMLImageElement[], done: () => void): void {
  let waiting = photos.length;
  if (!waiting) return done();
  const settled = () => {
    if (--waiting === 0) done();
  };
  for (const photo of photos) {
    if (photo.complete) settled();
    else {
      photo.addEventListener('load', settled);
      photo.addEventListener('error', settled);
    }
  }
}

/**
 * Asks for the page's first answers and draws the photos of its slots from them; `done` is
 * called once those photos are in (or could not be drawn), at once when there are none.
 */
function fetchEarly(fetches: string[], zoneHeader: string | null, done: () => void): void {
  if (typeof fetch !== 'function' || !fetches.length) return done();
  const headers: Record<string, string> = { Accept: 'application/json' };
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zoneHeader) headers[zoneHeader] = zone;
  } catch {
    // No time zone: the app's own requests would not send one either.
  }
  const early: Record<string, EarlyAnswer> = {};
  const slots = photoSlots();
  let waiting = 1;
  const settled = () => {
    if (--waiting === 0) done();
  };
  for (const asked of fetches) {
    const address = resolve(asked);
    if (!address) continue;
    const answer = fetch(address, { headers, credentials: 'include' });
    // Not taken (the page asked otherwise): not an unhandled rejection.
    answer.catch(() => undefined);
    early[address] = { at: Date.now(), answer };
    const waitingSlots = slots[address];
    if (!waitingSlots) continue;
    waiting++;
    // A copy of the answer: the app reads the answer itself.
    answer
      .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
      .then((body) => whenLoaded(body ? drawPhotos(waitingSlots, body) : [], settled))
      .catch(settled);
  }
  window.__pawprizeEarlyAnswers = early;
  settled();
}

/** A control whose tap the app handles (links work without it: they are left alone). */
const CONTROL =
  'button, [role="button"], [role="radio"], [role="tab"], [role="switch"], [role="checkbox"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * Until the app is live, a tap on a control of the drawn page is held (not lost, not sent as a
 * plain HTML form) and replayed by the app once it is (`src/app/mount.tsx`).
 */
function holdTaps(): void {
  const held: HeldTap[] = (window.__pawprizeHeldTaps = []);
  const root = document.getElementById('root');
  document.addEventListener(
    'click',
    (event) => {
      if (window.__pawprizeLive || !root) return;
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
      if (!target || !root.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.some((tap) => tap.kind === 'click' && tap.target === target)) {
        held.push({ kind: 'click', target });
      }
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (window.__pawprizeLive || !root) return;
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form || !root.contains(form)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({
        kind: 'submit',
        form,
        submitter: (event as SubmitEvent).submitter as HTMLElement | null,
      });
    },
    true,
  );
  // Text typed before the app is live: hydration gives a field the value the app holds (empty),
  // so the app is given the typed text again (the latest value, where it was first typed).
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (window.__pawprizeLive || !root || !root.contains(target as Node)) return;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
      const known = held.find((tap) => tap.kind === 'input' && tap.target === target);
      if (known && known.kind === 'input') known.value = target.value;
      else held.push({ kind: 'input', target, value: target.value });
    },
    true,
  );
}

/** Calls `start` once the first contentful paint has been shown (or cannot be known). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  let observed = false;
  try {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          once();
        }
      });
      observer.observe({ type: 'paint', buffered: true });
      observed = true;
    }
  } catch {
    observed = false;
  }
  // Where paint timing does not report: after two frames (the first one's callback runs just
  // before that paint); paint timing may also never report (a page in a background tab).
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, observed ? 1000 : 0)));
  setTimeout(once, START_AT_LATEST_MS);
}

function boot(script: HTMLScriptElement | null): void {
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  const list = (name: string) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const preloads = list('data-preload');
  const fetches = list('data-fetch');
  const zoneHeader = script.getAttribute('data-time-zone-header');
  holdTaps();
  let codeStarted = false;
  const startCode = () => {
    if (codeStarted) return;
    codeStarted = true;
    // One insertion for all of them: the head changes once, not once per module.
    const links = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    const code = document.createElement('script');
    code.type = 'module';
    code.crossOrigin = '';
    code.src = entry;
    links.append(code);
    document.head.append(links);
  };
  afterFirstPaint(() => {
    // A page whose first screen is a photo (the deck, a battle, a pet, the shop) gets it before
    // the app's code, which would share a phone's line with it: the code follows once the
    // photos are in, PHOTO_WAIT_MS after the start at the latest. Other pages' code at once.
    setTimeout(startCode, PHOTO_WAIT_MS);
    // A task of its own: reading the time zone can take a phone a while.
    setTimeout(() => fetchEarly(fetches, zoneHeader, startCode), 0);
  });
}

boot(document.currentScript as HTMLScriptElement | null);
