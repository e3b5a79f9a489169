/**
 * What the service worker (apps/web/sw/sw.ts) and the app agree on (docs/decisions/0174-installable-app.md).
 */

/** The page shown for a page asked for without a network (apps/web/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** The message that lets a waiting new version take over (the member chose to reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Where the service worker is served, and its scope. */
export const SERVICE_WORKER_URL = '/sw.js';
