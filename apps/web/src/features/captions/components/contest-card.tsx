import { href } from '@pawprize/shared/routes';
import { MessageSquareQuote, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { votesLabel } from '@/features/pets/photo-kit';
import { PetImage } from '@/components/pet-image';
import { placeholderOf } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import { featuredCaption, quotedCaption } from '../caption-rules';
import type { CaptionContest, ContestBackTo } from '../types';

/** Column widths of the home page's three contest cards, for the images' `sizes`. */
const CARD_SIZES = '(min-width: 1152px) 365px, (min-width: 640px) 31vw, 80vw';

/**
 * A contest in a list: photo, pet name, its top caption (the winner's once there is one) in a
 * speech bubble, and the total votes. The whole card opens the contest.
 */
export function ContestCard({
  contest,
  className,
  backTo,
  sizes = CARD_SIZES,
}: {
  contest: CaptionContest;
  className?: string;
  /** The list the card is in: the contest page's back link returns there. */
  backTo?: ContestBackTo;
  sizes?: string;
}) {
  const featured = featuredCaption(contest);
  const quote = featured?.caption ?? contest.captions[0];
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-200 focus-within:shadow-lifted hover:shadow-lifted',
        className,
      )}
    >
      <div
        className="relative aspect-[4/3] overflow-hidden"
        style={{ backgroundColor: placeholderOf(contest) }}
      >
        <PetImage
          pet={contest}
          sizes={sizes}
          alt=""
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]"
        />
        {featured?.isWinner ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-sunny-300 px-2.5 py-1 text-xs font-extrabold tracking-wide text-plum-900 uppercase shadow-soft">
            <Trophy aria-hidden="true" className="size-3.5" />
            Winner
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="truncate text-lg leading-snug font-extrabold">
          {/* The link's box covers the whole card. */}
          <Link
            to={href('captionContest', { shareId: contest.shareId })}
            state={backTo ? { backTo } : undefined}
            className="rounded-md after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {contest.petName}
          </Link>
        </h3>
        {quote ? (
          <blockquote className="relative flex-1 rounded-2xl rounded-tl-sm bg-coral-50 px-4 py-3 text-sm leading-relaxed font-medium text-plum-800">
            <span className="line-clamp-3">{quotedCaption(quote.caption)}</span>
          </blockquote>
        ) : null}
        <p className="flex items-center justify-between gap-2 text-xs text-muted-foreground sm:text-sm">
          <span className="inline-flex items-center gap-1.5">
            <MessageSquareQuote aria-hidden="true" className="size-4 text-plum-400" />
            {contest.captions.length} captions
          </span>
          <span className="rounded-full bg-plum-800/5 px-2.5 py-1 font-bold text-plum-700 tabular-nums">
            {votesLabel(contest.totalVotes)}
          </span>
        </p>
      </div>
    </article>
  );
}
