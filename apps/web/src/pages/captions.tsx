import { href } from '@pawprize/shared/routes';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ContestBrowser } from '@/features/captions/components';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /captions: every caption contest (docs/decisions/0047-captions-page.md). */
export default function CaptionsPage() {
  useDocumentTitle('Caption Contests');
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-sunny-300/25 via-coral-50 to-transparent"
      />
      <PageShell className="pt-8 sm:pt-12">
        <PageHeader
          eyebrow="Caption contests"
          title="Caption Contests"
          description="Our AI writes the jokes. You pick the funniest one."
        >
          <Button asChild size="lg">
            <Link to={href('create')}>
              <Sparkles aria-hidden="true" />
              Create Caption Contest
            </Link>
          </Button>
        </PageHeader>
        <div className="mt-10">
          <ContestBrowser />
        </div>
      </PageShell>
    </div>
  );
}
