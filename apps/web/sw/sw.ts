// The service worker (docs/decisions/0174-installable-app.md), built into the build's `/sw.js` by
// apps/web/build/service-worker.ts. It keeps the app's own files (the shell's scripts and styles,
// the icons and the offline page at install; the build's other hashed files as pages use them)
// so the installed app starts without the network for them,
// answers a page asked for without a network with the offline page, and leaves everything else
// alone: pages and API answers always come from the server (they depend on who is visiting and on
// the moment), so nothing a member sees is ever served stale from here.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  HASHED_ASSETS,
  OFFLINE_PAGE,
  SKIP_WAITING,
} from '../src/lib/service-worker-contract';

declare const self: ServiceWorkerGlobalScope;
/** The files to keep, with a revision for those whose address has no hash (written at build). */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

// A new version's worker drops the files the previous build used as pages asked for them.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete(ASSETS_CACHE).then(() => undefined));
});

// The build's other hashed files (a page's own code), kept once used: a hashed name never
// changes content. Not HTML, not API answers, not uploads.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith(HASHED_ASSETS) &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

// Pages: from the network, always; the offline page when there is none.
const pages = new NetworkOnly({ networkTimeoutSeconds: 30 });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

// A new version waits until the member agrees to reload (the app asks: src/lib/service-worker.ts),
// so an open page never runs with the files of two versions.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
