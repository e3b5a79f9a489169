import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  href,
  isAppRoute,
  navLinks,
  PRERENDERED_ROUTES,
  ROUTES,
  SITEMAP_PATHS,
  type RouteKey,
  type RouteSpec,
} from './routes.ts';

describe('isAppRoute', () => {
  it('knows the pages, their parameters and the admin console’s sub-pages', () => {
    for (const path of [
      '/',
      '/gallery',
      '/gallery/',
      '/Gallery',
      '/gallery/6f1c8b7e-0000-4000-8000-000000000000',
      '/blog/summer-heat-safety',
      '/captions/AbCdEfGhIjK',
      '/mail/unsubscribe',
      '/admin',
      '/admin/users/abc',
      '/profile',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/no/such/page',
      '/gallery/a/b',
      '/administrator',
      '/mail',
      '/landing.php',
      '/wp-login.php',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe('the route table', () => {
  it('builds each route’s address, its parameters percent-encoded', () => {
    expect(href('home')).toBe('/');
    expect(href('vote')).toBe('/vote');
    expect(href('pet', { id: '6f1c8b7e-0000-4000-8000-000000000000' })).toBe(
      '/gallery/6f1c8b7e-0000-4000-8000-000000000000',
    );
    expect(href('captionContest', { shareId: 'a b/c' })).toBe('/captions/a%20b%2Fc');
    expect(href('adminUser', { id: 42 })).toBe('/admin/users/42');
    expect(href('admin')).toBe('/admin');
    expect(href('newsletterConfirm')).toBe('/newsletter/confirm');
  });

  it('does not compile a link to an unknown route or without its parameters', () => {
    const typeErrors = () => {
      // @ts-expect-error: no such route
      href('pets');
      // @ts-expect-error: a pet's page needs its id
      href('pet');
      // @ts-expect-error: the id, not a share id
      href('pet', { shareId: 'x' });
      // @ts-expect-error: a page without parameters takes none
      href('vote', { id: 'x' });
    };
    expect(typeErrors).toBeTypeOf('function');
    expect(() => href('pet', {} as never)).toThrow(/no id/);
  });

  it('keeps the addresses it had: the sitemap’s pages, the drawn pages, the menus', () => {
    expect(SITEMAP_PATHS).toEqual([
      '/',
      '/gallery',
      '/vote',
      '/battle',
      '/captions',
      '/leaderboard',
      '/winners',
      '/contests',
      '/shop',
      '/blog',
      '/about',
      '/integrity',
      '/contact',
      '/terms',
      '/privacy',
    ]);
    expect(PRERENDERED_ROUTES.map((key) => ROUTES[key].path).sort()).toEqual(
      [
        '/',
        '/gallery',
        '/gallery/:id',
        '/vote',
        '/battle',
        '/leaderboard',
        '/winners',
        '/captions',
        '/shop',
        '/blog',
        '/about',
        '/integrity',
        '/terms',
        '/privacy',
      ].sort(),
    );
    expect(navLinks('main').map((l) => `${l.label} ${l.to}`)).toEqual([
      'Vote /vote',
      'Battle /battle',
      'Gallery /gallery',
      'Captions /captions',
      'Leaderboard /leaderboard',
      'Contests /contests',
    ]);
    expect(navLinks('more').map((l) => `${l.label} ${l.to}`)).toEqual([
      'Shop /shop',
      'Blog /blog',
      'About /about',
      'Contact /contact',
    ]);
    expect(navLinks('user').map((l) => `${l.label} ${l.to}`)).toEqual([
      'My Dashboard /dashboard',
      'Upload Pet /upload',
      'Caption Contest /create',
    ]);
  });

  it('is consistent: paths unique, sitemap and drawn pages public, nav places distinct', () => {
    const specs = Object.entries(ROUTES) as [RouteKey, RouteSpec][];
    const paths = specs.map(([, spec]) => spec.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [key, spec] of specs) {
      if (spec.sitemap || spec.prerender) expect(spec.access, key).toBe('public');
      if (spec.sitemap) expect(spec.path, key).not.toContain(':');
      if (spec.redirect) expect(Object.keys(ROUTES), key).toContain(spec.redirect);
      if (spec.within) expect(isAppRoute(spec.path.replace(/:\w+/g, 'x')), key).toBe(true);
    }
    const places = specs.flatMap(([, spec]) =>
      spec.nav ? [`${spec.nav.menu}${spec.nav.order}`] : [],
    );
    expect(new Set(places).size).toBe(places.length);
    // The admin console's own pages are under its one route, not the app's.
    expect(APP_ROUTES.filter((path) => path.startsWith('/admin'))).toEqual(['/admin/*']);
    expect(SITEMAP_PATHS).toEqual(specs.filter(([, s]) => s.sitemap).map(([, s]) => s.path));
  });
});
