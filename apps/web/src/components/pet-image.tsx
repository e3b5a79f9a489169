import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';
import { placeholderOf, srcSetOf, variantUrl } from '@/lib/image-variants';
import type { Pet } from '@pawprize/shared/schemas/pets';

interface PetImageProps {
  pet: Pick<Pet, 'petName' | 'imageUrl' | 'variants' | 'width' | 'height' | 'placeholder'>;
  /** How wide the image is drawn, for the browser's choice among the WebP widths. */
  sizes: string;
  className?: string;
  style?: CSSProperties;
  /** Above-the-fold images load at once with high priority; the rest lazily. */
  priority?: boolean;
  /** Defaults to "<name>, the pet"; pass '' when the image repeats nearby text. */
  alt?: string;
  /** Called once the photo is drawn, or could not be loaded. */
  onSettled?: () => void;
}

/**
 * A pet photo: responsive `srcSet` over the stored widths, intrinsic width/height (no layout
 * shift) and the photo's average colour painted until the pixels arrive.
 */
export function PetImage({
  pet,
  sizes,
  className,
  style,
  priority = false,
  alt,
  onSettled,
}: PetImageProps) {
  return (
    <img
      src={variantUrl(pet, 800)}
      srcSet={srcSetOf(pet.variants)}
      sizes={sizes}
      width={pet.width ?? undefined}
      height={pet.height ?? undefined}
      alt={alt ?? `${pet.petName}, the pet`}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cn('block', className)}
      style={{ backgroundColor: placeholderOf(pet), ...style }}
      onLoad={onSettled}
      onError={onSettled}
    />
  );
}
