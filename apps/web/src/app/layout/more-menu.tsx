import { useLocation } from 'react-router';
import { lazyMenu } from './lazy-menu';
import { MoreTriggerLabel } from './more-menu-trigger';
import { moreTriggerClass } from './nav-link-class';
import { moreNav } from './nav-items';

const LazyMoreMenu = lazyMenu<{ active: boolean }>(
  () => import('./more-menu-dropdown'),
  ({ active }, placeholder) => (
    <button {...placeholder} className={moreTriggerClass(active)}>
      <MoreTriggerLabel />
    </button>
  ),
);

/** The bar's More menu (docs/product/site.md, Navigation); its code loads on first use. */
export function MoreMenu() {
  const { pathname } = useLocation();
  const active = moreNav.some((item) => pathname.startsWith(item.to));
  return <LazyMoreMenu active={active} />;
}
