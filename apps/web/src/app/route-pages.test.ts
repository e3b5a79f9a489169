import { APP_ROUTES, navLinks, PAGE_KEYS, ROUTES } from '@pawprize/shared/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../build/route-preloads';
import { mainNav, moreNav, userNav } from './layout/nav-items';
import { PAGE_FILES } from './page-files';
import { pageLoaders, pages } from './pages';
import { routes } from './routes';

/** The page file (`pet-detail`) of a page component, through the route table's keys. */
const pageFile = (type: unknown) => {
  const key = PAGE_KEYS.find((k) => pages[k] === type);
  return key && PAGE_FILES[key];
};

function pagesOf(list: RouteObject[], prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const route of list) {
    const path = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix}/${route.path.replace(/:[^/]+/g, '*')}`
        : prefix;
    const file = pageFile((route.element as { type?: unknown } | undefined)?.type);
    if (file && (route.path || route.index)) found[path] = file;
    Object.assign(found, pagesOf(route.children ?? [], path === '/' ? '' : path));
  }
  return found;
}

describe('the route table’s pages (ADR 0133)', () => {
  it('has a page for every route, loading the file the build knows it by', async () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) {
      const file = PAGE_FILES[key];
      expect(await pageLoaders[key](), key).toBe(await import(`../pages/${file}.tsx`));
    }
  });

  it('is the menus: each menu is its routes’ nav entries, in order', () => {
    const links = (menu: Parameters<typeof navLinks>[0]) =>
      navLinks(menu).map(({ label, to }) => ({ label, to }));
    expect(mainNav).toEqual(links('main'));
    expect(moreNav).toEqual(links('more'));
    expect(userNav).toEqual(links('user'));
    expect(mainNav.length + moreNav.length + userNav.length).toBe(
      Object.values(ROUTES).filter((spec) => 'nav' in spec).length,
    );
  });
});

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
