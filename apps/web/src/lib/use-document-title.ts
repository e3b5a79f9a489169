import { HOME_TITLE, pageTitle } from '@pawprize/shared';
import { createContext, useContext, useEffect } from 'react';

export { HOME_TITLE };

/** "Gallery" → "Gallery · PawPrize"; no title → the home title. */
export const documentTitle = pageTitle;

/**
 * Where a server render (the build's drawn pages, src/prerender.tsx) collects the title the
 * page will set: effects do not run there, and a drawn page must carry its own `<title>` before
 * any script has run (docs/public-pages.md). The last title rendered wins, as the last effect does.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

export function useDocumentTitle(page?: string): void {
  const sink = useContext(DocumentTitleSink);
  sink?.(documentTitle(page));
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
