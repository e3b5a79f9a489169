import {
  BookOpen,
  Camera,
  Info,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  ShoppingBag,
  Swords,
  Trophy,
  Upload,
  Heart,
  Images,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The main links, in order (docs/product/site.md, Navigation). */
export const mainNav: NavItem[] = [
  { label: 'Vote', to: '/vote', icon: Heart },
  { label: 'Battle', to: '/battle', icon: Swords },
  { label: 'Gallery', to: '/gallery', icon: Images },
  { label: 'Captions', to: '/captions', icon: MessageSquareQuote },
  { label: 'Leaderboard', to: '/leaderboard', icon: Trophy },
];

/** The More menu. */
export const moreNav: NavItem[] = [
  { label: 'Shop', to: '/shop', icon: ShoppingBag },
  { label: 'Blog', to: '/blog', icon: BookOpen },
  { label: 'About', to: '/about', icon: Info },
  { label: 'Contact', to: '/contact', icon: Mail },
];

/** The signed-in user's menu (Log out is added by the menu itself). */
export const userNav: NavItem[] = [
  { label: 'My Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Upload Pet', to: '/upload', icon: Upload },
  { label: 'Caption Contest', to: '/create', icon: Camera },
];
