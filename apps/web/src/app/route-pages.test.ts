import { APP_ROUTES } from '@pawprize/shared/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../build/route-preloads';
import * as Pages from './pages';
import { routes } from './routes';

/** `PetDetailPage` → `pet-detail` (the file `src/pages/pet-detail.tsx` it loads). */
const pageFile = (exportName: string) =>
  exportName
    .replace(/Page$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();

function pagesOf(list: RouteObject[], prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const route of list) {
    const path = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix}/${route.path.replace(/:[^/]+/g, '*')}`
        : prefix;
    const type = (route.element as { type?: unknown } | undefined)?.type;
    const name = Object.entries(Pages).find(([, page]) => page === type)?.[0];
    if (name && (route.path || route.index)) found[path] = pageFile(name);
    Object.assign(found, pagesOf(route.children ?? [], path === '/' ? '' : path));
  }
  return found;
}

describe('route preloads (ADR 0042)', () => {
  it("names each address's page as the router loads it", () => {
    const fromRouter = pagesOf(routes);
    // The admin console is for few people and has its own sub-routes: no preloads.
    delete fromRouter['/admin/*'];
    // Nor does the catch-all: an unknown address gets the plain shell and loads its 404 page.
    delete fromRouter['/*'];
    expect(ROUTE_PAGES).toEqual(fromRouter);
  });
});

/** Every path the router has a page for, in its notation (`/gallery/:id`, `/admin/*`). */
function pathsOf(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}` : prefix;
    const own = route.index || route.path ? [path] : [];
    return [...own, ...pathsOf(route.children ?? [], path === '/' ? '' : path)];
  });
}

describe('the server’s list of app routes (ADR 0119)', () => {
  it('is the router’s: every page is known, and only the catch-all is not', () => {
    const fromRouter = pathsOf(routes).filter((p) => p !== '/*');
    expect([...APP_ROUTES].sort()).toEqual([...new Set(fromRouter)].sort());
  });
});
