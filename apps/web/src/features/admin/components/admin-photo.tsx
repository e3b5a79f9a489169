import type { QueuePhoto } from '@pawprize/shared/schemas/admin';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/** An entry's photo in the console, or a plain box once its files are removed. */
export function AdminPhoto({
  photo,
  alt,
  className,
  sizes = '(min-width: 768px) 260px, 100vw',
}: {
  photo: QueuePhoto | null;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  if (!photo?.imageUrl) {
    return (
      <div
        className={cn(
          'flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-2xl bg-plum-800/6 text-xs font-semibold text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        Files removed
      </div>
    );
  }
  return (
    <img
      src={photo.imageUrl}
      srcSet={photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      className={cn('aspect-[4/3] w-full rounded-2xl bg-plum-800/6 object-contain', className)}
    />
  );
}
