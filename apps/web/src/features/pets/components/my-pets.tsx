import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Heart, Newspaper, PawPrint, Plus, Sparkles, Trophy, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ModerationCardNote } from '@/features/moderation';
import { useMyPets } from '../hooks/use-my-pets';
import { LoadError } from '@/components/load-error';
import { PetCard } from './pet-card';
import { PetGrid, PetGridSkeleton } from './pet-grid';

const reasons = [
  { icon: Newspaper, text: 'This month’s winner gets a feature in our magazine.' },
  { icon: Heart, text: 'Collect votes from pet lovers all over the world.' },
  { icon: Trophy, text: 'Climb the leaderboard and battle other pets.' },
  { icon: Sparkles, text: 'Entering is free, and you can enter as many pets as you like.' },
];

function UploadAnotherTile() {
  return (
    <Link
      to={href('upload')}
      className="group flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-coral-300 bg-coral-50/60 p-4 text-center transition-colors hover:border-coral-400 hover:bg-coral-50"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-card text-coral-600 shadow-soft transition-transform motion-safe:group-hover:scale-105">
        <Plus aria-hidden="true" className="size-7" />
      </span>
      <span className="font-display text-base font-extrabold text-plum-800 sm:text-lg">
        {messages.dashboard.uploadAnother}
      </span>
    </Link>
  );
}

function NoPetsYet() {
  return (
    <div className="grid gap-8 rounded-3xl border border-dashed border-coral-200 bg-card/70 p-6 sm:p-10 md:grid-cols-[1fr_1.2fr] md:items-center">
      <div className="text-center md:text-left">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600 md:mx-0">
          <PawPrint aria-hidden="true" className="size-7" />
        </span>
        <h3 className="mt-4 text-2xl font-extrabold">You haven&apos;t entered a pet yet</h3>
        <p className="mt-2 text-muted-foreground">
          Upload a photo of your best friend and join this month&apos;s contest.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={href('upload')}>
            <Upload aria-hidden="true" />
            {messages.dashboard.uploadYourPet}
          </Link>
        </Button>
      </div>
      <div>
        <h4 className="text-sm font-bold tracking-wider text-coral-700 uppercase">
          Why upload your pet?
        </h4>
        <ul className="mt-3 grid gap-3">
          {reasons.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-2xl bg-card p-3 shadow-soft">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1.5 text-sm text-plum-700">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Dashboard → My Pets (docs/product/dashboard.md): the signed-in user's pets, newest first, with an
 * 'Upload Another Pet' tile; or the empty state with 'Upload Your Pet' and reasons to enter.
 */
export function MyPets({ userId }: { userId: string }) {
  const query = useMyPets(userId);

  if (query.isPending) return <PetGridSkeleton count={4} label="Loading your pets…" />;
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load your pets."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <NoPetsYet />;
  return (
    <PetGrid>
      {query.data.map((pet) => (
        <PetCard key={pet.id} pet={pet} notice={<ModerationCardNote state={pet.moderation} />} />
      ))}
      <UploadAnotherTile />
    </PetGrid>
  );
}
