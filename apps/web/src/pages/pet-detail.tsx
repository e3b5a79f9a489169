import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowLeft, Share2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/load-error';
import { PageShell } from '@/components/page-shell';
import { useAuth } from '@/features/auth';
import { VerifyBanner } from '@/features/auth/components';
import { ComplimentButton } from '@/features/compliments';
import { ModerationNotice, ReportButton } from '@/features/moderation';
import { usePet } from '@/features/pets';
import {
  cameFromUpload,
  EnteredPanel,
  MorePets,
  PetDetailSkeleton,
  PetDetailView,
  PetNotFound,
} from '@/features/pets/components';
import { VoteReceiptPanel } from '@/features/receipts';
import { VoteButton } from '@/features/votes';
import { SharePetSection, useReferralVisit, useSystemShare } from '@/features/votes/components';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const PAGE_TITLE = 'Pet Details';

/** The "You're in!" panel's share: the system share sheet on phones, the share buttons elsewhere. */
function ShareNowButton({ pet }: { pet: { id: string; petName: string } }) {
  const share = useSystemShare(pet);
  return (
    <Button type="button" size="lg" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share {pet.petName}
    </Button>
  );
}

export default function PetDetailPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = usePet(id);
  const { state } = useLocation();
  useReferralVisit();
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useDocumentTitle(query.data?.petName ?? (notFound ? messages.pages.petNotFound : PAGE_TITLE));

  let content;
  if (query.data) {
    const pet = query.data;
    content = (
      <>
        {pet.isOwner && cameFromUpload(state) ? (
          <EnteredPanel
            pet={pet}
            shareAction={pet.moderation ? null : <ShareNowButton pet={pet} />}
          />
        ) : null}
        <PetDetailView
          pet={pet}
          canDelete={pet.isOwner || user?.isAdmin === true}
          complimentSlot={<ComplimentButton petName={pet.petName} petId={pet.id} />}
          voteSlot={<VoteButton pet={pet} variant="detail" />}
          shareSlot={<SharePetSection pet={pet} />}
          noticeSlot={pet.moderation ? <ModerationNotice state={pet.moderation} /> : null}
          reportSlot={
            pet.isOwner ? null : (
              <ReportButton
                target={{ subjectType: 'pet', subjectId: pet.id, label: pet.petName }}
              />
            )
          }
        />
        {pet.moderation ? null : <VoteReceiptPanel petId={pet.id} className="mt-6 sm:mt-8" />}
        <MorePets
          petId={pet.id}
          renderVote={(other) => <VoteButton pet={other} />}
          className="mt-14 sm:mt-20"
        />
      </>
    );
  } else if (notFound) {
    content = <PetNotFound />;
  } else if (query.isError) {
    content = (
      <>
        <h1 className="mb-6 text-3xl font-extrabold">{PAGE_TITLE}</h1>
        <LoadError
          title="We couldn't load this pet."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  } else {
    content = (
      <>
        <h1 className="sr-only">{PAGE_TITLE}</h1>
        <PetDetailSkeleton petId={id} />
      </>
    );
  }

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="pt-6 sm:pt-10">
        <Link
          to={href('gallery')}
          className="-mt-2 mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-coral-700 hover:text-coral-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {messages.pages.backToGallery}
        </Link>
        <VerifyBanner className="mb-6" />
        {content}
      </PageShell>
    </div>
  );
}
