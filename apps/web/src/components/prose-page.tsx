import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from './page-header';
import { PageShell } from './page-shell';

interface ProsePageProps {
  title: string;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** Long-form text pages (terms, privacy): readable measure, clear headings. */
export function ProsePage({ title, description, eyebrow, children }: ProsePageProps) {
  useDocumentTitle(title);
  return (
    <PageShell>
      <PageHeader title={title} description={description} eyebrow={eyebrow} />
      <article className="mx-auto mt-12 max-w-prose rounded-3xl border border-border/70 bg-card px-6 py-8 text-[1.0625rem] leading-relaxed text-plum-700 shadow-soft sm:px-10 sm:py-10 [&_a]:font-semibold [&_a]:text-coral-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2:first-child]:mt-0 [&_li]:mt-1.5 [&_p]:mt-4 [&_strong]:text-plum-800 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ul]:marker:text-coral-400">
        {children}
      </article>
    </PageShell>
  );
}
