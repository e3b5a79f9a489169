/**
 * What the service worker (apps/web/sw/sw.ts) and the app agree on (docs/decisions/0174-installable-app.md).
 */

/** The page shown for a page asked for without a network (apps/web/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** The message that lets a waiting new version take over (the member chose to reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Where the service worker is served, and its scope. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Where the build's hashed files live (apps/web/vite.config.ts `assetsDir`). */
export const HASHED_ASSETS = '/assets/';

/** The cache of hashed files kept as pages use them (emptied when a new version takes over). */
export const ASSETS_CACHE = 'pawprize-assets';
