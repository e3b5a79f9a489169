import { HOME_TOP_COUNT } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowRight, Heart, MessageSquareQuote, Newspaper, Upload } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { HeroPhotoGrid, TopPetsSection } from '@/features/pets';
import { VoteButton } from '@/features/votes';
import { lazyPage } from '@/lib/lazy-page';
import { useDocumentTitle } from '@/lib/use-document-title';

// Caption contests, products, blog and newsletter: below the first screen (ADR 0042).
const HomeBelowFold = lazyPage(() => import('./home-below-fold'));

/**
 * The sections below the first screen load with the page when it is the first one (the app then
 * hydrates them with the rest: a section still loading while the visitor's session arrives would
 * be built again instead, ADR 0122); on a later visit they load on their own.
 */
export const preload = () => HomeBelowFold.preload();

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="relative overflow-hidden">
        <div className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-coral-50 to-transparent" />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-xs font-semibold sm:text-sm text-coral-800 shadow-soft ring-1 ring-coral-100">
              <Newspaper aria-hidden="true" className="size-4 text-coral-600" />
              This month&apos;s winner gets a magazine feature
            </p>
            <h1 className="mt-6 text-4xl leading-[1.08] font-black tracking-tight sm:text-5xl lg:text-6xl">
              Is your pet the{' '}
              <span className="bg-gradient-to-r from-coral-600 to-coral-500 bg-clip-text text-transparent">
                cutest
              </span>{' '}
              in town? Prove it.
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
              Enter our monthly pet photo contest, collect votes from pet lovers everywhere and win
              a spot in our magazine. Free to enter, fun to vote.
            </p>
            <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
              <Button asChild size="lg">
                <Link to={href('upload')}>
                  <Upload aria-hidden="true" />
                  Add Your Pet
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={href('create')}>
                  <MessageSquareQuote aria-hidden="true" />
                  Create Caption Contest
                </Link>
              </Button>
              <Button asChild size="lg" variant="accent">
                <Link to={href('vote')}>
                  <Heart aria-hidden="true" />
                  Vote Now
                </Link>
              </Button>
            </div>
          </div>
          <HeroPhotoGrid />
        </div>
      </section>

      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
        <TopPetsSection
          id="home-top-pets"
          title="This month's top pets"
          description="Cheer on the favourites, or meet the newest arrivals."
          count={HOME_TOP_COUNT}
          renderVote={(pet) => <VoteButton pet={pet} />}
          gridClassName="lg:grid-cols-3"
          sizes="(min-width: 1152px) 365px, (min-width: 1024px) 31vw, (min-width: 640px) 31vw, 46vw"
          footer={
            <Button asChild variant="outline" size="lg">
              <Link to={href('gallery')}>
                See all pets in the gallery
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />

        <Suspense fallback={<div className="mt-16 min-h-screen sm:mt-20" />}>
          <HomeBelowFold />
        </Suspense>
      </div>
    </>
  );
}
