import { messages } from '@pawprize/shared';
import type { AuthUser } from './types';

/**
 * The part of the email before '@', or 'User' (docs/product/site.md, Navigation: the user menu's
 * label).
 */
export function emailPrefix(user: Pick<AuthUser, 'email'> | null | undefined): string {
  const prefix = user?.email?.split('@')[0]?.trim();
  return prefix || messages.profile.fallbackName;
}

/** Full name, else the email prefix, else 'User' (docs/product/dashboard.md, Header). */
export function displayName(user: Pick<AuthUser, 'email' | 'fullName'> | null | undefined): string {
  return user?.fullName?.trim() || emailPrefix(user);
}
