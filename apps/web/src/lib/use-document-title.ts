import { SITE_NAME } from '@pawprize/shared';
import { useEffect } from 'react';

export const HOME_TITLE = `${SITE_NAME} — the pet photo contest`;

/** "Gallery" → "Gallery · PawPrize"; no title → the home title. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : HOME_TITLE;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
