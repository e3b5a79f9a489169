import type { ProductCategory } from '@pawprize/shared';
import { BedDouble, Bone, Cookie, Scissors, Sparkles, type LucideIcon } from 'lucide-react';

const icons: Record<ProductCategory, LucideIcon> = {
  grooming: Scissors,
  'hair-removal': Sparkles,
  blankets: BedDouble,
  toys: Bone,
  food: Cookie,
};

/** A small decorative icon for a product category. */
export function CategoryIcon({
  category,
  className,
}: {
  category: ProductCategory;
  className?: string;
}) {
  const Icon = icons[category];
  return <Icon aria-hidden="true" className={className} />;
}
