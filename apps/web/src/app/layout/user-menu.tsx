import type { AuthUser } from '@/features/auth';
import { lazyMenu } from './lazy-menu';
import { UserTriggerLabel, userTriggerClass } from './user-menu-trigger';

/**
 * Signed-in menu, labelled with the email prefix (docs/product/site.md, Navigation); its code
 * loads on first use.
 */
export const UserMenu = lazyMenu<{ user: AuthUser }>(
  () => import('./user-menu-dropdown'),
  ({ user }, placeholder) => (
    <button {...placeholder} className={userTriggerClass}>
      <UserTriggerLabel user={user} />
    </button>
  ),
);
