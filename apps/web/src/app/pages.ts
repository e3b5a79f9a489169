import type { PageKey } from '@pawprize/shared/routes';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';

const loadHome = () => import('@/pages/home');

/**
 * Each route's page (packages/shared/src/routes.ts), loaded on demand: the first bundle holds
 * only the shell, and each route loads its own page (home included) and what it uses (ADR 0040).
 * A route of the table without a page here does not compile; `./page-files.ts` names the same
 * files for the build.
 */
export const pageLoaders = {
  home: loadHome,
  landing: loadHome,
  gallery: () => import('@/pages/gallery'),
  vote: () => import('@/pages/vote'),
  battle: () => import('@/pages/battle'),
  captions: () => import('@/pages/captions'),
  leaderboard: () => import('@/pages/leaderboard'),
  winners: () => import('@/pages/winners'),
  contests: () => import('@/pages/contests'),
  contest: () => import('@/pages/contest'),
  shop: () => import('@/pages/shop'),
  blog: () => import('@/pages/blog'),
  about: () => import('@/pages/about'),
  integrity: () => import('@/pages/integrity'),
  contact: () => import('@/pages/contact'),
  terms: () => import('@/pages/terms'),
  privacy: () => import('@/pages/privacy'),
  pet: () => import('@/pages/pet-detail'),
  blogArticle: () => import('@/pages/blog-article'),
  captionContest: () => import('@/pages/caption-contest'),
  login: () => import('@/pages/login'),
  signup: () => import('@/pages/signup'),
  dashboard: () => import('@/pages/dashboard'),
  upload: () => import('@/pages/upload'),
  create: () => import('@/pages/create-caption-contest'),
  notifications: () => import('@/pages/notifications'),
  forgotPassword: () => import('@/pages/forgot-password'),
  resetPassword: () => import('@/pages/reset-password'),
  verifyEmail: () => import('@/pages/verify-email'),
  unsubscribe: () => import('@/pages/unsubscribe'),
  newsletterConfirm: () => import('@/pages/newsletter-confirm'),
  mailUnsubscribe: () => import('@/pages/mail-unsubscribe'),
  admin: () => import('@/pages/admin'),
} satisfies Record<PageKey, Parameters<typeof lazyPage>[0]>;

// One lazy component per module: the home page and /landing are the same page.
const byLoader = new Map<unknown, LazyPage>();
export const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([key, load]) => {
    if (!byLoader.has(load)) byLoader.set(load, lazyPage(load));
    return [key, byLoader.get(load)!];
  }),
) as Record<PageKey, LazyPage>;

/** Any address no page matches (ADR 0042: not part of every first paint). */
export const NotFoundPage = lazyPage(() => import('@/pages/not-found'));
