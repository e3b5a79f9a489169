import { formatPrice } from '@pawprize/shared/price';
import type { Product } from '@pawprize/shared/schemas/shop';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PhotoSlot } from '@/components/photo-slot';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CATEGORY_LABELS } from '../categories';
import { CategoryIcon } from './category-icon';

interface ProductCardProps {
  product: Product;
  className?: string;
}

/** Image, category, title, description, price and a Buy link into the partner store. */
export function ProductCard({ product, className }: ProductCardProps) {
  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-200 hover:shadow-lifted',
        className,
      )}
    >
      <div className={cn(IMAGE_BOX, 'bg-[#fff7ef]')}>
        <img
          src={product.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={400}
          className={cn(
            IMAGE,
            'transition-transform duration-300 motion-safe:group-hover:scale-[1.04]',
          )}
        />
        <Badge variant="outline" className="absolute top-3 left-3 bg-card/95 shadow-soft">
          <CategoryIcon category={product.category} className="text-coral-600" />
          {CATEGORY_LABELS[product.category]}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-lg leading-snug font-bold text-pretty text-plum-800">
          {product.title}
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {product.description}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <p className="font-display text-2xl font-extrabold text-plum-900">
            {formatPrice(product.price)}
          </p>
          <Button asChild size="sm">
            <a
              href={product.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Buy ${product.title} (opens the store in a new tab)`}
            >
              Buy
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The product card's image box and image (the skeleton draws its photo in the same). */
const IMAGE_BOX = 'relative aspect-[16/10] overflow-hidden sm:aspect-[4/3]';
const IMAGE = 'size-full object-contain';

/**
 * Placeholder with the card's shape while products load. `photo`: where its product's image
 * comes from, drawn before the app runs on a drawn page (ADR 0044).
 */
export function ProductCardSkeleton({ photo }: { photo?: { from: string; pick: string } }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft"
    >
      <div className={IMAGE_BOX}>
        <div className="absolute inset-0 animate-pulse bg-plum-800/6" />
        {photo ? <PhotoSlot {...photo} className={cn('relative', IMAGE)} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded-lg bg-plum-800/8" />
        <div className="h-3.5 w-full animate-pulse rounded-lg bg-plum-800/6" />
        <div className="h-3.5 w-5/6 animate-pulse rounded-lg bg-plum-800/6" />
        <div className="mt-4 flex items-center justify-between">
          <div className="h-7 w-20 animate-pulse rounded-lg bg-plum-800/8" />
          <div className="h-9 w-20 animate-pulse rounded-full bg-plum-800/8" />
        </div>
      </div>
    </div>
  );
}
