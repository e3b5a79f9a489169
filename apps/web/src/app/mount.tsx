import { messages } from '@pawprize/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { LazyPage } from '@/lib/lazy-page';
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

export function mount(doc: Document = document): Root | null {
  const container = doc.getElementById('root');
  if (!container) {
    showStartupFailure(doc);
    return null;
  }
  // A page the server sent drawn holds its picture, inert, in #root (ADR 0043).
  const drawn = container.querySelector(':scope > [inert]') !== null;
  const root = createRoot(container);
  // The address's page is loaded first (its code is preloaded by the page: ADR 0042), so the
  // first render draws it rather than a loading screen. As a transition, that render yields to
  // the browser every few milliseconds instead of holding the main thread for the whole page:
  // a drawn page (ADR 0043) stays scrollable while the app replaces it.
  void preloadPage(doc.defaultView?.location.pathname ?? '/').then(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App drawn={drawn} />
        </StrictMode>,
      );
    });
  });
  return root;
}
