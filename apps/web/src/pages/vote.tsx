import { EMAIL_POPUP_CHANCE } from '@pawprize/shared';
import { PageShell } from '@/components/page-shell';
import { VerifyBanner } from '@/features/auth/components';
import { requestNewsletterPopup } from '@/features/newsletter';
import { SwipeDeck, useReferralVisit } from '@/features/votes/components';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * After a cute vote, 30% of the time, ask for the newsletter popup (set once;
 * docs/product/newsletter.md).
 */
function maybeAskForNewsletter() {
  if (Math.random() < EMAIL_POPUP_CHANCE) requestNewsletterPopup();
}

export default function VotePage() {
  useDocumentTitle('Vote');
  useReferralVisit();
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="pt-4 sm:pt-10 lg:pt-12">
        <SwipeDeck
          onCuteVote={maybeAskForNewsletter}
          header={
            <header className="text-center lg:pt-11 lg:text-left">
              <p className="mb-2 hidden text-sm font-bold tracking-wider text-coral-700 uppercase sm:block">
                Swipe to vote
              </p>
              <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
                Vote
              </h1>
              <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground sm:mt-2 sm:text-lg lg:mx-0">
                Meet the contestants one at a time. Right if they&apos;re cute, left if they&apos;re
                not as cute.
              </p>
              <VerifyBanner className="mx-auto mt-3 max-w-md sm:mt-4 lg:mx-0" />
            </header>
          }
        />
      </PageShell>
    </div>
  );
}
