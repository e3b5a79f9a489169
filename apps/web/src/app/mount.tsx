import { messages } from '@pawprize/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { LazyPage } from '@/lib/lazy-page';
import { DRAWN_PAGE_ATTRIBUTE } from '@/lib/boot-contract';
import { App } from './app';
import { Footer } from './lazy-footer';
import { routes } from './routes';

/** With no root element, say so in red instead of a blank page (docs/product/site.md). */
export function showStartupFailure(doc: Document): void {
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = messages.pages.startupFailed;
  message.style.cssText =
    'color:#b91c1c;font:600 16px/1.5 system-ui,sans-serif;padding:24px;text-align:center';
  doc.body.append(message);
}

/** How long the first render waits for the address's page module at most. */
const PAGE_PRELOAD_TIMEOUT_MS = 3000;

/**
 * Loads the page modules the router will render at `pathname`, and the footer. Never rejects: a
 * module that cannot be loaded is the router's to report (its error screen), after at most
 * PAGE_PRELOAD_TIMEOUT_MS.
 */
export function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as { type?: Partial<LazyPage> } | undefined)?.type;
    return typeof type?.preload === 'function' ? [type.preload()] : [];
  });
  if (!pages.length) return Promise.resolve();
  // Every page has the footer (drawn below it on a drawn page).
  pages.push(Footer.preload());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PAGE_PRELOAD_TIMEOUT_MS);
  });
  return Promise.race([Promise.allSettled(pages).then(() => undefined), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Errors React recovered from while hydrating a drawn page (a difference between the drawn
 * markup and the app's first render: that part was rendered again instead). Kept for the
 * browser tests, which require none (docs/public-pages.md).
 */
declare global {
  interface Window {
    __pawprizeHydrationErrors?: string[];
  }
}

function recordHydrationError(error: unknown, info: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  // Where: the components above the difference (minified names, yet enough to find it).
  const text = `${message}${(info.componentStack ?? '').split('\n').slice(0, 8).join('\n')}`;
  if (typeof window !== 'undefined') (window.__pawprizeHydrationErrors ??= []).push(text);
  console.error(error);
}

/**
 * Gives a field `value` as if typed. React compares a field's value with the one it last saw
 * (which, after hydration, is the text already typed), so the field is first emptied through
 * the property React watches, then given the text through the element's own setter, then told.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(field) as object,
    'value',
  )?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A tap on `target`, as a mouse gives it: pointer and mouse down and up, then the click. Some
 * controls act on the press rather than on the click (Radix's tabs on mouse down, its menus and
 * selects on pointer down), so a click alone would not reach them.
 */
function press(target: HTMLElement): void {
  const box = target.getBoundingClientRect();
  const at = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  const view = target.ownerDocument.defaultView;
  if (view && typeof view.PointerEvent === 'function') {
    target.dispatchEvent(new view.PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  }
  target.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
  if (view && typeof view.PointerEvent === 'function') {
    target.dispatchEvent(new view.PointerEvent('pointerup', pointer));
  }
  target.dispatchEvent(new MouseEvent('mouseup', at));
  target.click();
}

/** The next task: the app has rendered what the previous replayed action changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long a held action waits for its element to be hydrated at most. */
const HYDRATION_WAIT_MS = 5000;

/**
 * Whether React has hydrated `element` (it marks each element it manages with a
 * `__reactProps$…` property). The shell commits first; a Suspense boundary's content (the page,
 * its lazy sections) is hydrated just after, and an event dispatched to it before then would
 * not reach the app's handlers.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

async function whenHydrated(element: Element): Promise<void> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  while (!isHydrated(element) && element.isConnected && Date.now() < deadline) await nextTask();
}

/**
 * The drawn page is live: from now on taps are the app's, and what the boot script held back
 * while the app started (src/boot.ts: taps, forms sent, text typed) is replayed, in order, on
 * the same elements (hydration kept them) once each is hydrated, each in a task of its own so
 * that the app has rendered the one before (a form sent after typing sends the typed text); an
 * element that is gone by now is skipped.
 */
export async function replayHeldTaps(view: Window): Promise<void> {
  view.__pawprizeLive = true;
  const held = view.__pawprizeHeldTaps ?? [];
  view.__pawprizeHeldTaps = [];
  for (const tap of held) {
    const element = tap.kind === 'submit' ? tap.form : tap.target;
    await whenHydrated(element);
    await nextTask();
    if (!element.isConnected) continue;
    if (tap.kind === 'input') typeInto(tap.target, tap.value);
    else if (tap.kind === 'click') press(tap.target);
    else tap.form.requestSubmit(tap.submitter?.isConnected ? tap.submitter : null);
  }
}

/**
 * Starts the app in `doc`'s `#root`. A page the server sent drawn (ADR 0043) holds its first
 * screen in `#root > [data-drawn]`: the app hydrates it (takes the drawn elements over instead of
 * building the page again; ADR 0122), then makes it live. Any other page is rendered afresh.
 * Resolves to the root once the first render has started; null without `#root`.
 */
export function mount(doc: Document = document): Promise<Root> | null {
  const container = doc.getElementById('root');
  const view = doc.defaultView;
  if (!container || !view) {
    showStartupFailure(doc);
    return null;
  }
  const drawn = container.querySelector<HTMLElement>(`:scope > [${DRAWN_PAGE_ATTRIBUTE}]`);
  // The address's page is loaded first (its code is preloaded by the page: ADR 0042), so the
  // first render draws it rather than a loading screen.
  return preloadPage(view.location.pathname).then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead
    // of holding the main thread for the whole page (a default-priority render would not).
    if (drawn) {
      // Photos the boot script would draw from now on would change elements React took.
      view.__pawprizeHydrating = true;
      const live = () => {
        drawn.removeAttribute(DRAWN_PAGE_ATTRIBUTE);
        void replayHeldTaps(view);
      };
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          drawn,
          <StrictMode>
            <App drawn onFirstCommit={live} />
          </StrictMode>,
          { onRecoverableError: recordHydrationError },
        );
      });
      return root!;
    }
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    return root;
  });
}
