import {
  BookOpen,
  Camera,
  Heart,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  ShoppingBag,
  Swords,
  Trophy,
  Upload,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each link of ./nav-items.ts, by address. Apart from the links because only the
 * menus draw them, and the menus load on first use: the bar's first paint does not need them
 * (docs/decisions/0042-first-paint.md).
 */
export const navIcons: Record<string, LucideIcon> = {
  '/vote': Heart,
  '/battle': Swords,
  '/gallery': Images,
  '/captions': MessageSquareQuote,
  '/leaderboard': Trophy,
  '/shop': ShoppingBag,
  '/blog': BookOpen,
  '/about': Info,
  '/contact': Mail,
  '/dashboard': LayoutDashboard,
  '/upload': Upload,
  '/create': Camera,
};
