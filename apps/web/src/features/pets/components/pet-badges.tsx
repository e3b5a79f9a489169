import { messages } from '@pawprize/shared';
import { Crown, Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The NEW (first 24 hours) and FEATURED (first top pet) labels over a pet photo. */
export function PetBadges({
  isNew,
  featured,
  className,
}: {
  isNew: boolean;
  featured: boolean;
  className?: string;
}) {
  if (!isNew && !featured) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-[0.6875rem] font-extrabold tracking-wider text-primary-foreground shadow-soft">
          <Crown aria-hidden="true" className="size-3.5" />
          {messages.lists.badgeFeatured}
        </span>
      ) : null}
      {isNew ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sunny-300 px-2.5 py-1 text-[0.6875rem] font-extrabold tracking-wider text-plum-900 shadow-soft">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {messages.lists.badgeNew}
        </span>
      ) : null}
    </div>
  );
}
