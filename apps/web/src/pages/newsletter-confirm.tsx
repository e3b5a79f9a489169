import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { ConfirmPanel } from '@/features/newsletter';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * `/newsletter/confirm?token=…`: the link in the confirmation mail a newsletter sign-up sends
 * (docs/product/newsletter.md, docs/decisions/0113-newsletter-double-opt-in.md).
 */
export default function NewsletterConfirmPage() {
  useDocumentTitle('Confirm your subscription');
  const [params] = useSearchParams();
  return (
    <PageShell className="min-h-[60vh]">
      <PageHeader eyebrow="Newsletter" title="Confirm your subscription" />
      <div className="mx-auto mt-10 max-w-lg rounded-3xl border border-border/70 bg-card px-6 py-10 shadow-soft sm:px-10">
        <ConfirmPanel token={params.get('token')?.trim() ?? ''} />
      </div>
    </PageShell>
  );
}
