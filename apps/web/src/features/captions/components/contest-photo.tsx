import { Sparkles, Trophy } from 'lucide-react';
import { PetImage } from '@/components/pet-image';
import { placeholderOf, variantUrl } from '@/lib/image-variants';
import { featuredCaption, quotedCaption } from '../caption-rules';
import type { CaptionContest } from '../types';

/**
 * The contest's photo as an instant print: the whole photo (never cropped) over a blurred copy,
 * and under it the winning caption — or the leading one, or an invitation to vote.
 */
export function ContestPhoto({ contest }: { contest: CaptionContest }) {
  const featured = featuredCaption(contest);
  return (
    <figure className="rounded-3xl bg-card p-3 shadow-lifted ring-1 ring-border/60 sm:p-4">
      <div
        className="relative isolate aspect-[4/3] overflow-hidden rounded-2xl"
        style={{ backgroundColor: placeholderOf(contest) }}
      >
        <img
          src={variantUrl(contest, 400)}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
        <PetImage
          pet={contest}
          sizes="(min-width: 1152px) 580px, (min-width: 1024px) 50vw, 100vw"
          priority
          className="size-full object-contain"
          style={{ backgroundColor: 'transparent' }}
        />
        {featured?.isWinner ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-sunny-300 px-3 py-1 text-xs font-extrabold tracking-wide text-plum-900 uppercase shadow-soft">
            <Trophy aria-hidden="true" className="size-3.5" />
            Winning caption
          </span>
        ) : null}
      </div>
      <figcaption className="px-2 pt-4 pb-2 text-center sm:px-4">
        {featured ? (
          <>
            <p className="font-display text-xl leading-snug font-extrabold text-balance text-plum-800 sm:text-2xl">
              {quotedCaption(featured.caption.caption)}
            </p>
            <p className="mt-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {featured.isWinner ? 'Crowned by the votes' : 'Leading so far'}
            </p>
          </>
        ) : (
          <p className="inline-flex items-center gap-2 font-display text-lg font-bold text-plum-600">
            <Sparkles aria-hidden="true" className="size-4 text-coral-500" />
            Which caption fits best? Cast the first vote!
          </p>
        )}
      </figcaption>
    </figure>
  );
}
