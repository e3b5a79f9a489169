import { HOME_TOP_COUNT } from '@pawprize/shared';
import {
  Camera,
  Dog,
  Heart,
  PawPrint,
  Sparkles,
  Star,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';
import { useTopPets } from '../hooks/use-top-pets';
import type { Pet } from '../types';
import { PetImage } from '@/components/pet-image';
import { placeholderOf } from '@/lib/image-variants';

interface Tile {
  icon: LucideIcon;
  /** Gradient of the decorative tile (used until a photo takes the slot). */
  className: string;
  /** Grid span, shared by photo and decorative tile. */
  span?: string;
  /** The trophy tile always stays decorative: the contest's prize among the pets. */
  fixed?: boolean;
}

const tiles: Tile[] = [
  { icon: PawPrint, className: 'from-coral-300 via-coral-400 to-coral-500', span: 'row-span-2' },
  { icon: Heart, className: 'from-teal-200 to-teal-400' },
  { icon: Star, className: 'from-sunny-300 to-coral-300' },
  { icon: Camera, className: 'from-plum-200 to-plum-400' },
  {
    icon: Trophy,
    className: 'from-coral-200 via-sunny-300 to-sunny-400',
    span: 'row-span-2',
    fixed: true,
  },
  { icon: Sparkles, className: 'from-coral-100 to-coral-300' },
  { icon: Dog, className: 'from-teal-100 to-teal-300' },
];

/** Assigns the newest pets, in order, to the tiles that can hold a photo. */
function withPhotos(pets: readonly Pet[]): (Pet | null)[] {
  let next = 0;
  return tiles.map((tile) => (tile.fixed ? null : (pets[next++] ?? null)));
}

/**
 * The home hero's collage: the newest pet photos, with the brand's gradient tiles wherever
 * there is no photo (yet). Decorative: the same pets are listed, with links, further down.
 */
export function HeroPhotoGrid() {
  const { data } = useTopPets('recent', HOME_TOP_COUNT);
  const photos = withPhotos(data ?? []);

  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-tr from-coral-200/60 via-cream-200 to-teal-100/70 blur-2xl" />
      <div className="grid auto-rows-[5.5rem] grid-cols-3 gap-3 sm:auto-rows-[7.5rem] sm:gap-4">
        {tiles.map(({ icon: Icon, className, span }, index) => {
          const pet = photos[index];
          return pet ? (
            <div
              key={pet.id}
              className={cn(
                'overflow-hidden rounded-2xl shadow-soft ring-1 ring-white/60 motion-safe:animate-fade-in',
                span,
              )}
              style={{ backgroundColor: placeholderOf(pet) }}
            >
              <PetImage
                pet={pet}
                alt=""
                priority
                sizes="(min-width: 1024px) 190px, 30vw"
                className="size-full object-cover"
              />
            </div>
          ) : (
            <div
              key={`tile-${index}`}
              className={cn(
                'flex items-center justify-center rounded-2xl bg-gradient-to-br shadow-soft ring-1 ring-white/60',
                className,
                span,
              )}
            >
              <Icon
                className={cn(
                  'size-9 text-white drop-shadow-sm sm:size-11',
                  index % 2 === 0 && 'motion-safe:animate-float',
                )}
                strokeWidth={2.2}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
