import type { PageKey } from '@pawprize/shared/routes';

/**
 * The page module of each route (`src/pages/<file>.tsx`), by the route table's key
 * (packages/shared/src/routes.ts). `./pages.ts` loads them; the build's route preloads
 * (build/route-preloads.ts) find their chunks by these names. `./route-pages.test.ts` checks that
 * both agree.
 */
export const PAGE_FILES = {
  home: 'home',
  landing: 'home',
  gallery: 'gallery',
  vote: 'vote',
  battle: 'battle',
  captions: 'captions',
  leaderboard: 'leaderboard',
  winners: 'winners',
  contests: 'contests',
  contest: 'contest',
  shop: 'shop',
  blog: 'blog',
  about: 'about',
  integrity: 'integrity',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
  pet: 'pet-detail',
  blogArticle: 'blog-article',
  captionContest: 'caption-contest',
  login: 'login',
  signup: 'signup',
  dashboard: 'dashboard',
  upload: 'upload',
  create: 'create-caption-contest',
  notifications: 'notifications',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verifyEmail: 'verify-email',
  unsubscribe: 'unsubscribe',
  newsletterConfirm: 'newsletter-confirm',
  mailUnsubscribe: 'mail-unsubscribe',
  admin: 'admin',
} as const satisfies Record<PageKey, string>;
