import { messages } from '@pawprize/shared';
import { SERVICE_WORKER_URL, SKIP_WAITING } from './service-worker-contract';
import { toast } from './toast';

/** How often an open page asks whether a new version is out (the browser also asks on each visit). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Installs the service worker (docs/decisions/0174-installable-app.md) once the page has loaded
 * and the browser is idle, so it never competes with the first screen. When a new version has
 * installed while this page runs, the member is asked ("A new version is available — Reload"):
 * the new version takes over and the page reloads only then, never under the member's feet.
 */
export function registerServiceWorker(view: Window = window): void {
  const workers = view.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers || import.meta.env.DEV) return;
  let accepted = false;
  const offer = (waiting: ServiceWorker) => {
    toast(messages.pages.newVersion, {
      id: 'new-version',
      duration: Infinity,
      action: {
        label: messages.pages.newVersionReload,
        onClick: () => {
          accepted = true;
          waiting.postMessage({ type: SKIP_WAITING });
        },
      },
    });
  };
  const start = async () => {
    const registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
    workers.addEventListener('controllerchange', () => {
      if (accepted) view.location.reload();
    });
    // Only an update has a page already controlled; a first install just starts working.
    if (registration.waiting && workers.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && workers.controller) offer(installing);
      });
    });
    view.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  const whenIdle = () => {
    const run = () => void start().catch(() => undefined);
    // Safari has no requestIdleCallback.
    const idle = view.requestIdleCallback as Window['requestIdleCallback'] | undefined;
    if (idle) idle.call(view, run, { timeout: 5000 });
    else view.setTimeout(run, 1000);
  };
  if (view.document.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}
