import { lazyPage } from '@/lib/lazy-page';

// Below the fold: loaded while the first screen paints, not before it
// (docs/decisions/0042-first-paint.md).
export const Footer = lazyPage(() =>
  import('@/app/layout/footer').then((m) => ({ default: m.Footer })),
);
