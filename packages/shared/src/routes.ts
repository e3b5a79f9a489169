/**
 * The route table (docs/product/site.md, Routes; docs/decisions/0133-one-route-table.md): every
 * address of the web app, once. The router (apps/web/src/app/routes.tsx), the page map
 * (apps/web/src/app/pages.ts), the route preloads (apps/web/build/route-preloads.ts), the drawn
 * pages (apps/web/src/prerender.tsx), the sitemap (apps/server/src/features/seo/seo.routes.ts),
 * the menus (apps/web/src/app/layout/nav-items.ts) and every link (`href`) come from it.
 *
 * Paths are in the router's notation: `:name` is one path segment, a final `/*` any rest (the
 * admin console's sub-pages).
 */

/** Who may open a page: anyone, only signed-out visitors, members, or admins (the page checks). */
export type RouteAccess = 'public' | 'guest' | 'member' | 'admin';

/** The menus of the navigation bar (docs/product/site.md, Navigation). */
export type NavMenu = 'main' | 'more' | 'user';

export interface NavEntry {
  menu: NavMenu;
  label: string;
  /** Its place in its menu, from 1. */
  order: number;
}

export interface RouteSpec {
  path: string;
  access: RouteAccess;
  /** Its first screen is drawn at build time and sent drawn (ADR 0043). */
  prerender?: true;
  /** Listed in /sitemap.xml, in the table's order (ADR 0041). */
  sitemap?: true;
  nav?: NavEntry;
  /** An old address that sends the visitor to another route, by key (it has no page of its own). */
  redirect?: string;
  /** Drawn by the admin console's own router, under `/admin/*` (not a route of the app's). */
  within?: 'admin';
}

/**
 * Every route, keyed by name. Sitemap routes come in the order a visitor meets them (the
 * sitemap's order); the rest follow.
 */
export const ROUTES = {
  home: { path: '/', access: 'public', prerender: true, sitemap: true },
  gallery: {
    path: '/gallery',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'main', label: 'Gallery', order: 3 },
  },
  vote: {
    path: '/vote',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'main', label: 'Vote', order: 1 },
  },
  battle: {
    path: '/battle',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'main', label: 'Battle', order: 2 },
  },
  captions: {
    path: '/captions',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'main', label: 'Captions', order: 4 },
  },
  leaderboard: {
    path: '/leaderboard',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'main', label: 'Leaderboard', order: 5 },
  },
  winners: { path: '/winners', access: 'public', prerender: true, sitemap: true },
  // Hosts' contests (docs/product/contests.md): live data, so not drawn.
  contests: {
    path: '/contests',
    access: 'public',
    sitemap: true,
    nav: { menu: 'main', label: 'Contests', order: 6 },
  },
  shop: {
    path: '/shop',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'more', label: 'Shop', order: 1 },
  },
  blog: {
    path: '/blog',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'more', label: 'Blog', order: 2 },
  },
  about: {
    path: '/about',
    access: 'public',
    prerender: true,
    sitemap: true,
    nav: { menu: 'more', label: 'About', order: 3 },
  },
  integrity: { path: '/integrity', access: 'public', prerender: true, sitemap: true },
  // A form: inert until the app runs, so not drawn (ADR 0043).
  contact: {
    path: '/contact',
    access: 'public',
    sitemap: true,
    nav: { menu: 'more', label: 'Contact', order: 4 },
  },
  terms: { path: '/terms', access: 'public', prerender: true, sitemap: true },
  privacy: { path: '/privacy', access: 'public', prerender: true, sitemap: true },

  // A pet's page is drawn as it looks while its pet loads; pets are in the sitemap by their rows.
  pet: { path: '/gallery/:id', access: 'public', prerender: true },
  blogArticle: { path: '/blog/:id', access: 'public' },
  captionContest: { path: '/captions/:shareId', access: 'public' },
  contest: { path: '/contests/:slug', access: 'public' },
  landing: { path: '/landing', access: 'public' },
  login: { path: '/login', access: 'guest' },
  signup: { path: '/signup', access: 'guest' },
  dashboard: {
    path: '/dashboard',
    access: 'member',
    nav: { menu: 'user', label: 'My Dashboard', order: 1 },
  },
  upload: {
    path: '/upload',
    access: 'member',
    nav: { menu: 'user', label: 'Upload Pet', order: 2 },
  },
  create: {
    path: '/create',
    access: 'member',
    nav: { menu: 'user', label: 'Caption Contest', order: 3 },
  },
  // Reached from the bell in the navigation bar (docs/product/notifications.md).
  notifications: { path: '/notifications', access: 'member' },
  forgotPassword: { path: '/forgot-password', access: 'public' },
  resetPassword: { path: '/reset-password', access: 'public' },
  verifyEmail: { path: '/verify-email', access: 'public' },
  unsubscribe: { path: '/unsubscribe', access: 'public' },
  newsletterConfirm: { path: '/newsletter/confirm', access: 'public' },
  mailUnsubscribe: { path: '/mail/unsubscribe', access: 'public' },
  profile: { path: '/profile', access: 'public', redirect: 'dashboard' },
  admin: { path: '/admin/*', access: 'admin' },

  // The admin console's pages (apps/web/src/features/admin/components/admin-console.tsx).
  adminUsers: { path: '/admin/users', access: 'admin', within: 'admin' },
  adminUser: { path: '/admin/users/:id', access: 'admin', within: 'admin' },
  adminInbox: { path: '/admin/inbox', access: 'admin', within: 'admin' },
  adminFraud: { path: '/admin/fraud', access: 'admin', within: 'admin' },
  adminFinding: { path: '/admin/fraud/:id', access: 'admin', within: 'admin' },
  adminNewsletter: { path: '/admin/newsletter', access: 'admin', within: 'admin' },
  adminAudit: { path: '/admin/audit', access: 'admin', within: 'admin' },
  adminBackups: { path: '/admin/backups', access: 'admin', within: 'admin' },
  adminContests: { path: '/admin/contests', access: 'admin', within: 'admin' },
  adminContestNew: { path: '/admin/contests/new', access: 'admin', within: 'admin' },
  adminContest: { path: '/admin/contests/:id', access: 'admin', within: 'admin' },
} as const satisfies Record<string, RouteSpec>;

type Table = typeof ROUTES;
export type RouteKey = keyof Table;

/** The routes of the app's own router (not the admin console's sub-pages). */
export type AppRouteKey = {
  [K in RouteKey]: Table[K] extends { within: string } ? never : K;
}[RouteKey];

/** The routes that load a page module (every app route but the redirects). */
export type PageKey = {
  [K in AppRouteKey]: Table[K] extends { redirect: string } ? never : K;
}[AppRouteKey];

const entries = Object.entries(ROUTES) as [RouteKey, RouteSpec][];
const appEntries = entries.filter(([, spec]) => !spec.within) as [AppRouteKey, RouteSpec][];

/** The app router's routes, in the table's order. */
export const APP_ROUTE_KEYS: readonly AppRouteKey[] = appEntries.map(([key]) => key);

/** The routes with a page module. */
export const PAGE_KEYS: readonly PageKey[] = appEntries
  .filter(([, spec]) => !spec.redirect)
  .map(([key]) => key as PageKey);

/**
 * Every address the web app has a page for, in the router's notation. The server answers 404,
 * with the app's not-found page, for any other address (ADR 0119).
 */
export const APP_ROUTES: readonly string[] = appEntries.map(([, spec]) => spec.path);

/** The addresses listed in /sitemap.xml besides the rows (pets, contests, articles): ADR 0041. */
export const SITEMAP_PATHS: readonly string[] = entries
  .filter(([, spec]) => spec.sitemap)
  .map(([, spec]) => spec.path);

/** The routes whose first screen is drawn at build time (ADR 0043). */
export const PRERENDERED_ROUTES: readonly AppRouteKey[] = appEntries
  .filter(([, spec]) => spec.prerender)
  .map(([key]) => key);

export interface NavLink {
  key: RouteKey;
  label: string;
  to: string;
}

/** A menu's links, in their order. */
export function navLinks(menu: NavMenu): NavLink[] {
  return entries
    .flatMap(([key, spec]) => (spec.nav?.menu === menu ? [{ key, nav: spec.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ key, nav }) => ({ key, label: nav.label, to: href(key as never) }));
}

// ---------------------------------------------------------------------------------------------
// Typed links

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a route: `{ id: string }` for `/gallery/:id`. */
export type RouteParams<K extends RouteKey> = {
  [N in ParamNames<Table[K]['path']>]: string | number;
};

/** Routes a link can point at (a redirect's target is linked, not the redirect). */
type LinkArgs<K extends RouteKey> = [ParamNames<Table[K]['path']>] extends [never]
  ? []
  : [params: RouteParams<K>];

/**
 * The address of a route: `href('pet', { id })` is `/gallery/<id>`. A missing or unknown
 * parameter, or an unknown route, does not compile. Parameters are percent-encoded; the admin
 * console's `/admin/*` is `/admin`.
 */
export function href<K extends RouteKey>(key: K, ...args: LinkArgs<K>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  const path = (ROUTES[key] as RouteSpec).path
    .replace(/\/\*$/, '')
    .replace(/:(\w+)/g, (_all, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`href(${key}): no ${name}`);
      return encodeURIComponent(String(value));
    });
  return path || '/';
}

// ---------------------------------------------------------------------------------------------
// Matching

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

// The router matches without regard to case and ignores a trailing slash.
const patterns = APP_ROUTES.map((route) => {
  const rest = route.endsWith('/*');
  const body = (rest ? route.slice(0, -2) : route)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/');
  return new RegExp(`^${body}${rest ? '(?:/.*)?' : ''}/?$`, 'i');
});

/** Whether the web app has a page at `pathname` (no query; percent-encoded as it came). */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
