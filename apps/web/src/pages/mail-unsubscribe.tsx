import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { MailUnsubscribePanel } from '@/features/account';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/mail/unsubscribe?token=…`: the link at the foot of every member mail (docs/product/mail.md). */
export default function MailUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <PageShell className="min-h-[60vh]">
      <PageHeader eyebrow="Mails" title="Unsubscribe" />
      <div className="mx-auto mt-10 max-w-lg rounded-3xl border border-border/70 bg-card px-6 py-10 shadow-soft sm:px-10">
        <MailUnsubscribePanel token={params.get('token')?.trim() ?? ''} />
      </div>
    </PageShell>
  );
}
