import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded module: its component, and optionally `preload`, the lazy parts it renders at
 * once (a drawn page's below-the-fold sections), loaded with it so that hydration meets them
 * loaded (ADR 0122).
 */
type PageModule = { default: ComponentType; preload?: () => Promise<void> };

/** A page loaded on demand that can also be loaded ahead (`preload`), see `lazyPage`. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * A module loaded on demand (a page, the footer). Once `preload()` has loaded it, React renders
 * it at once instead of suspending for a moment: the app's first render (`src/app/mount.tsx`)
 * preloads the address's page and the footer, so it replaces a drawn page (ADR 0043) with the
 * page itself, not with a loading screen that would shorten the page and reset the scroll.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const page = lazy(() =>
    loaded
      ? // A thenable that answers at once: React's lazy reads it without suspending.
        ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : load(),
  );
  return Object.assign(page, {
    preload: () =>
      load().then(async (module) => {
        await module.preload?.();
        loaded = module;
      }),
  });
}
