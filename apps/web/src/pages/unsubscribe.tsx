import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { UnsubscribePanel } from '@/features/newsletter';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/unsubscribe?token=…`: the link in every newsletter email (docs/product/newsletter.md). */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <PageShell className="min-h-[60vh]">
      <PageHeader eyebrow="Newsletter" title="Unsubscribe" />
      <div className="mx-auto mt-10 max-w-lg rounded-3xl border border-border/70 bg-card px-6 py-10 shadow-soft sm:px-10">
        <UnsubscribePanel token={params.get('token')?.trim() ?? ''} />
      </div>
    </PageShell>
  );
}
