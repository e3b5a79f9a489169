import { GALLERY_TOP_COUNT, messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { TopPetsSection } from '@/features/pets';
import { AllEntriesSection, MagazineBanner } from '@/features/pets/components';
import { VoteButton } from '@/features/votes';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function GalleryPage() {
  useDocumentTitle('Gallery');
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="pt-10 sm:pt-14">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="mb-2 text-sm font-bold tracking-wider text-coral-700 uppercase">
              This month&apos;s contest
            </p>
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Gallery
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
              Meet every pet in the running. Find your favourites, see who is leading, and add your
              own.
            </p>
          </div>
          <Button asChild size="lg" className="self-start sm:self-auto">
            <Link to={href('upload')}>
              <Plus aria-hidden="true" />
              Add Pet
            </Link>
          </Button>
        </header>

        <MagazineBanner className="mt-8 sm:mt-10" />

        <TopPetsSection
          id="top-voted"
          title={messages.lists.topVoted}
          description="The favourites so far."
          count={GALLERY_TOP_COUNT}
          renderVote={(pet) => <VoteButton pet={pet} />}
          className="mt-12 sm:mt-16"
        />

        <AllEntriesSection
          renderVote={(pet) => <VoteButton pet={pet} />}
          className="mt-14 sm:mt-20"
        />
      </PageShell>
    </div>
  );
}
