import { href } from '@pawprize/shared/routes';
import {
  Award,
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
 * The icon of each link of ./nav-items.ts, by address (packages/shared/src/routes.ts). Apart from the links because only the
 * menus draw them, and the menus load on first use: the bar's first paint does not need them
 * (docs/decisions/0042-first-paint.md).
 */
export const navIcons: Record<string, LucideIcon> = {
  [href('vote')]: Heart,
  [href('battle')]: Swords,
  [href('gallery')]: Images,
  [href('captions')]: MessageSquareQuote,
  [href('leaderboard')]: Trophy,
  [href('contests')]: Award,
  [href('shop')]: ShoppingBag,
  [href('blog')]: BookOpen,
  [href('about')]: Info,
  [href('contact')]: Mail,
  [href('dashboard')]: LayoutDashboard,
  [href('upload')]: Upload,
  [href('create')]: Camera,
};
