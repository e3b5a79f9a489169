export interface NavItem {
  label: string;
  to: string;
}

/** The main links, in order (docs/product/site.md, Navigation). */
export const mainNav: NavItem[] = [
  { label: 'Vote', to: '/vote' },
  { label: 'Battle', to: '/battle' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Captions', to: '/captions' },
  { label: 'Leaderboard', to: '/leaderboard' },
];

/** The More menu. */
export const moreNav: NavItem[] = [
  { label: 'Shop', to: '/shop' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** The signed-in user's menu (Log out is added by the menu itself). */
export const userNav: NavItem[] = [
  { label: 'My Dashboard', to: '/dashboard' },
  { label: 'Upload Pet', to: '/upload' },
  { label: 'Caption Contest', to: '/create' },
];

/** The id of the mobile menu's panel (the toggle's `aria-controls`). */
export const MOBILE_MENU_ID = 'mobile-menu';
