import { href } from '@pawprize/shared/routes';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The id of the share buttons' section (pet detail, the /vote deck). */
export const SHARE_SECTION_ID = 'share';

/** Moves focus to the share buttons on this page; false when there are none. */
export function focusShareSection(): boolean {
  const section = document.getElementById(SHARE_SECTION_ID);
  if (!section) return false;
  section.scrollIntoView({ block: 'center' });
  section.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus({
    preventScroll: true,
  });
  return true;
}

/**
 * The daily-limit toast's "Share to earn votes" action: the share buttons on this page, or the
 * pet's page (where they are) when this page has none.
 */
export function useShareAction(petId: string): { label: string; onClick: () => void } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick = useCallback(() => {
    if (pathname === href('pet', { id: petId }) && focusShareSection()) return;
    void navigate(`${href('pet', { id: petId })}#${SHARE_SECTION_ID}`);
  }, [navigate, pathname, petId]);
  return { label: 'Share to earn votes', onClick };
}
