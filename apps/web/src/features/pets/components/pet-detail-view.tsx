import { messages, PET_PAGE_PHOTO_SIZES, UPLOAD_DATE_FORMAT } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { format } from 'date-fns';
import { CalendarDays, Heart, Shuffle, UserRound } from 'lucide-react';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isNewPet, phoneFrameRatio, votesLabel } from '../pet-rules';
import { placeholderOf, variantUrl } from '@/lib/image-variants';
import type { Pet } from '../types';
import { DeletePetButton } from './delete-pet-button';
import { PetBadges } from './pet-badges';
import { PhotoViewer } from './photo-viewer';
import { PetImage } from '@/components/pet-image';

interface PetDetailViewProps {
  pet: Pet;
  /** Owners and admins see Delete. */
  canDelete: boolean;
  /** The vote control (filled by the voting feature), shown beside the count. */
  voteSlot?: ReactNode;
  /** The AI compliment button and text (filled by the AI feature). */
  complimentSlot?: ReactNode;
  /** Share buttons (filled by the voting feature: shares earn bonus votes). */
  shareSlot?: ReactNode;
  /** The owner's view of a pet that is not public (filled by the moderation feature). */
  noticeSlot?: ReactNode;
  /** The Report action (filled by the moderation feature). */
  reportSlot?: ReactNode;
}

/** One pet: the whole photo (never cropped), which opens full screen, and its details. */
export function PetDetailView({
  pet,
  canDelete,
  voteSlot,
  complimentSlot,
  shareSlot,
  noticeSlot,
  reportSlot,
}: PetDetailViewProps) {
  const uploaded = new Date(pet.createdAt);
  return (
    <article className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
      <PetPhotoFrame pet={pet} />

      <div className="rounded-3xl border border-border/70 bg-card p-6 shadow-soft sm:p-8">
        {noticeSlot ? <div className="mb-5">{noticeSlot}</div> : null}
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight break-words sm:text-4xl">
          {pet.petName}
        </h1>
        <ul className="mt-3 grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-plum-400" />
            <span>
              {messages.pages.uploadedOn}{' '}
              <time dateTime={pet.createdAt} className="font-medium text-plum-700">
                {format(uploaded, UPLOAD_DATE_FORMAT)}
              </time>
            </span>
          </li>
          {pet.owner.username ? (
            <li className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-plum-400" />
              <span>
                Entered by <span className="font-medium text-plum-700">@{pet.owner.username}</span>
              </span>
            </li>
          ) : null}
        </ul>

        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-2 rounded-full bg-coral-50 px-4 py-2 font-display text-lg font-extrabold text-coral-800">
            <Heart aria-hidden="true" className="size-5 fill-coral-500 text-coral-500" />
            {votesLabel(pet.votesCount)}
          </p>
          {voteSlot}
        </div>

        {complimentSlot ? <div className="mt-6">{complimentSlot}</div> : null}

        {shareSlot ? <div className="mt-6">{shareSlot}</div> : null}

        {pet.description ? (
          <section aria-labelledby="about-pet" className="mt-8">
            <h2 id="about-pet" className="text-lg font-extrabold">
              {messages.pages.aboutPet(pet.petName)}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-plum-700">
              {pet.description}
            </p>
          </section>
        ) : null}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg" variant="accent">
            <Link to={href('vote')}>
              <Shuffle aria-hidden="true" />
              {messages.pages.voteOnMorePets}
            </Link>
          </Button>
          {canDelete ? (
            <DeletePetButton
              pet={pet}
              className="text-destructive hover:bg-destructive/5 hover:text-destructive"
            />
          ) : null}
          {reportSlot ? <div className="sm:ml-auto">{reportSlot}</div> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The pet page's photo (docs/product/gallery.md): 16:9 from 640 px, its own shape (at most 4:5)
 * on phones; pressing it opens the full-screen viewer.
 */
function PetPhotoFrame({ pet }: { pet: Pet }) {
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div
        className="relative isolate aspect-(--phone-ratio) overflow-hidden rounded-3xl shadow-lifted ring-1 ring-border/60 sm:aspect-video"
        style={
          {
            backgroundColor: placeholderOf(pet),
            '--phone-ratio': phoneFrameRatio(pet),
          } as CSSProperties
        }
      >
        {/* A blurred copy fills the 16:9 frame, so any photo shape fits without cropping. */}
        <img
          src={variantUrl(pet, 400)}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
        <button
          ref={opener}
          type="button"
          aria-label={`View ${pet.petName}'s photo full screen`}
          aria-haspopup="dialog"
          onClick={() => setViewing(true)}
          className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-ring"
        >
          <PetImage
            pet={pet}
            sizes={PET_PAGE_PHOTO_SIZES}
            priority
            className="size-full object-contain"
            // The blurred copy is the backdrop here, not the flat placeholder colour.
            style={{ backgroundColor: 'transparent' }}
          />
        </button>
        <PetBadges
          isNew={isNewPet(pet.createdAt)}
          featured={false}
          className="pointer-events-none absolute top-4 left-4"
        />
      </div>
      <PhotoViewer pet={pet} open={viewing} onOpenChange={setViewing} returnFocusTo={opener} />
    </>
  );
}
