import { PET_PAGE_PHOTO_SIZES } from '@pawprize/shared';
import { PhotoSlot } from '@/components/photo-slot';
import { Skeleton } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api';
import { petPath } from '../api/pets-api';

/**
 * The detail page's shape while the pet loads. On a drawn page its photo frame gets the pet's
 * photo, and the blurred copy behind it, before the app runs (ADR 0044): the same files and
 * boxes as PetDetailView's.
 */
export function PetDetailSkeleton({ petId }: { petId: string }) {
  const from = apiUrl(petPath(petId));
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-6 lg:grid-cols-[1.65fr_1fr] lg:gap-10"
    >
      <span className="sr-only">Loading pet…</span>
      {/* On a phone, the frame of the pet's own shape, which the server puts in a drawn pet
          page's head (pets.preview.ts); 4:5 where it is not known. */}
      <div className="relative isolate aspect-[var(--pet-photo-ratio,4/5)] w-full overflow-hidden rounded-3xl sm:aspect-video">
        <Skeleton className="absolute inset-0 -z-20 rounded-none" />
        <PhotoSlot
          from={from}
          pick="pet"
          width={400}
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
        <PhotoSlot
          from={from}
          pick="pet"
          sizes={PET_PAGE_PHOTO_SIZES}
          className="block size-full object-contain"
        />
      </div>
      <div className="space-y-4 rounded-3xl border border-border/70 bg-card p-6 shadow-soft">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-40 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
