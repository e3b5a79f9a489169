import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { ContestsBoard } from '@/features/contests/components';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ContestsPage() {
  useDocumentTitle('Contests');
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-sunny-300/30 via-coral-50 to-transparent"
      />
      <PageShell className="pt-10 sm:pt-14">
        <PageHeader
          eyebrow="Photo contests"
          title="Contests"
          description="Themed contests with their own categories and prizes. Enter your pet while entries are open, then vote for your favourites."
        />
        <div className="mt-12">
          <ContestsBoard />
        </div>
      </PageShell>
    </div>
  );
}
