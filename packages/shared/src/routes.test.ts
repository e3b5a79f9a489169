import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes.ts';

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
