import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { BattleArena } from '@/features/battles';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function BattlePage() {
  useDocumentTitle('Pet Battle Mode');
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-coral-50 to-transparent"
      />
      {/* A short top, so the two cards and their buttons fit one screen (docs/product/battles.md). */}
      <PageShell className="pt-5 sm:pt-8">
        <PageHeader
          eyebrow="Head to head"
          title="Pet Battle Mode"
          description="Two pets, side by side. Pick the cuter one, then see how everyone else voted."
        />
        <div className="mt-5 sm:mt-6">
          <BattleArena />
        </div>
      </PageShell>
    </div>
  );
}
