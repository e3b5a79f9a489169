import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from './page-header';
import { PageShell } from './page-shell';

interface PlannedPageProps {
  title: string;
  description: ReactNode;
  /** Document title when it differs from the heading. */
  documentTitle?: string;
}

/**
 * A page whose feature is not built yet: its real heading and purpose, and an honest note.
 * No fake forms or data.
 */
export function PlannedPage({ title, description, documentTitle }: PlannedPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <PageShell className="min-h-[55vh]">
      <PageHeader title={title} description={description} />
      <p className="mx-auto mt-8 flex w-fit items-center gap-2 rounded-full bg-plum-800/5 px-4 py-2 text-sm font-medium text-plum-600">
        <Hammer aria-hidden="true" className="size-4" />
        This part of PawPrize is still being built.
      </p>
    </PageShell>
  );
}
