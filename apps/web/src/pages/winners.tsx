import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ContestWinnersSection } from '@/features/contests';
import { RoundReceipts } from '@/features/receipts';
import { WinnersBoard } from '@/features/winners';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function WinnersPage() {
  useDocumentTitle(messages.winners.heading);
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-sunny-300/30 via-coral-50 to-transparent"
      />
      <PageShell className="pt-10 sm:pt-14">
        <PageHeader
          eyebrow="Monthly contest"
          title={messages.winners.heading}
          description="Every calendar month is a round. The pet with the most votes when it ends wins a feature in our magazine."
        >
          <Button asChild size="lg">
            <Link to={href('upload')}>
              <Upload aria-hidden="true" />
              {messages.winners.enterYourPet}
            </Link>
          </Button>
        </PageHeader>
        <div className="mt-12">
          <WinnersBoard />
        </div>
        <div className="mt-14">
          <ContestWinnersSection />
        </div>
        <div className="mt-14">
          <RoundReceipts />
        </div>
      </PageShell>
    </div>
  );
}
