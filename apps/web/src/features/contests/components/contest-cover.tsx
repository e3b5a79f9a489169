import { PawPrint } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The contest's cover photo, or a warm gradient with a paw where it has none. */
export function ContestCover({
  coverUrl,
  className,
  alt = '',
}: {
  coverUrl: string | null;
  className?: string;
  /** Empty where the photo is decoration beside the title (the contest's pages). */
  alt?: string;
}) {
  if (coverUrl) {
    return (
      <img
        src={coverUrl}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('aspect-[16/9] w-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[16/9] w-full items-center justify-center overflow-hidden bg-gradient-to-br from-sunny-300/70 via-coral-200 to-coral-300',
        className,
      )}
    >
      <PawPrint className="size-14 -rotate-12 text-white/80" />
      <PawPrint className="absolute top-4 left-6 size-6 rotate-12 text-white/50" />
      <PawPrint className="absolute right-8 bottom-5 size-8 -rotate-6 text-white/60" />
    </div>
  );
}
