// The build's prerender entry (docs/decisions/0043-prerendered-first-screen.md): renders a page's
// first screen, as a visitor with nothing loaded yet sees it (no session known, no data: the
// pages' loading states), to HTML that the server puts in the page before any script runs.
// Built for Node by `build/prerender.mjs`; never part of the browser's bundle.
import { PRERENDERED_ROUTES, ROUTES } from '@pawprize/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { DocumentTitleSink, documentTitle } from './lib/use-document-title';

/**
 * The routes drawn, in the router's notation (`/gallery/:id`): the route table's `prerender`
 * routes, those whose first screen does not depend on who is visiting (ADR 0043).
 */
export const PRERENDERED_PATHS: string[] = PRERENDERED_ROUTES.map((key) => ROUTES[key].path);

/** A Suspense boundary that showed its fallback (a lazy page or section not loaded yet). */
const PENDING = /<!--\$[?!]-->/;
/** How long the lazy modules may take to load (a busy build machine). */
const LOAD_TIMEOUT_MS = 30_000;

async function renderOnce(
  url: string,
): Promise<{ html: string; queryClient: QueryClient; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let title = documentTitle();
  const html = renderToString(
    <DocumentTitleSink.Provider value={(next) => (title = next)}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </DocumentTitleSink.Provider>,
  );
  return { html, queryClient, title };
}

/**
 * The API addresses the page's queries ask for on its first render (also those waiting for the
 * session to be known): each query's own function is called once with a `fetch` that records the
 * address and fails. The boot script (src/boot.ts) asks for them while the app's code downloads.
 */
async function firstRequests(queryClient: QueryClient): Promise<string[]> {
  const asked = new Set<string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const address = input instanceof Request ? input.url : String(input);
    // Not a member's own answers (`/api/me/…`): asked for early, a visitor would get a 401 (an
    // error in the console) for a query the app only runs once someone is signed in.
    if (method === 'GET' && address.startsWith('/api/') && !address.startsWith('/api/me/')) {
      asked.add(address);
    }
    return Promise.reject(new Error('not fetched while prerendering'));
  };
  try {
    for (const query of queryClient.getQueryCache().getAll()) {
      const queryFn = query.options.queryFn;
      if (typeof queryFn !== 'function') continue;
      const pageParam = (query.options as { initialPageParam?: unknown }).initialPageParam;
      try {
        await queryFn({
          client: queryClient,
          queryKey: query.queryKey,
          signal: new AbortController().signal,
          meta: query.options.meta,
          pageParam,
          direction: 'forward',
        } as never);
      } catch {
        // Expected: the recorder never answers.
      }
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...asked];
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The API addresses its first render asks for (GET, `/api/…`). */
  requests: string[];
  /** The document title the page sets (`<title>` of the drawn page). */
  title: string;
}

/**
 * The page at `url` as a first visitor sees it before anything has loaded. Lazy pages and
 * sections start loading on the first pass and are drawn once loaded, so the page is rendered
 * again until no boundary waits. Scripts are removed: the CSP allows no inline script, and the
 * app hydrates the page without the router's hydration data (there are no loaders; ADR 0122).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  let rendered = await renderOnce(url);
  while (PENDING.test(rendered.html)) {
    if (Date.now() > deadline) throw new Error(`${url}: a lazy part never finished loading`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    rendered = await renderOnce(url);
  }
  return {
    html: rendered.html.replace(/<script\b[\s\S]*?<\/script>/gi, ''),
    requests: await firstRequests(rendered.queryClient),
    title: rendered.title,
  };
}
