import { navLinks } from '@pawprize/shared/routes';

export interface NavItem {
  label: string;
  to: string;
}

const items = (menu: Parameters<typeof navLinks>[0]): NavItem[] =>
  navLinks(menu).map(({ label, to }) => ({ label, to }));

/**
 * The main links, in order (docs/product/site.md, Navigation): the route table's nav entries
 * (packages/shared/src/routes.ts).
 */
export const mainNav: NavItem[] = items('main');

/** The More menu. */
export const moreNav: NavItem[] = items('more');

/** The signed-in user's menu (Log out is added by the menu itself). */
export const userNav: NavItem[] = items('user');

/** The id of the mobile menu's panel (the toggle's `aria-controls`). */
export const MOBILE_MENU_ID = 'mobile-menu';
