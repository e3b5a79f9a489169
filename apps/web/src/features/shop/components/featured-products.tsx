import { href } from '@pawprize/shared/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFeaturedProducts } from '../use-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

const itemClass = 'w-[78%] max-w-xs shrink-0 snap-start md:w-auto md:max-w-none';

/** Home page: the three featured products and a way into the shop. */
export function FeaturedProducts({ className }: { className?: string }) {
  const { data, isPending, isError } = useFeaturedProducts();
  // Nothing to sell (or the shop is down): the home page simply goes without this section.
  if (isError || (data && data.length === 0)) return null;

  return (
    <section aria-labelledby="featured-products" className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-products" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Featured products
          </h2>
          <p className="mt-1 text-muted-foreground">
            Grooming tools, toys and treats we would give our own pets.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={href('shop')}>
            Visit the shop
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {/* A swipeable row on phones, three columns from 768 px. */}
      <ul className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
        {isPending
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className={itemClass}>
                <ProductCardSkeleton />
              </li>
            ))
          : data.map((product) => (
              <li key={product.id} className={itemClass}>
                <ProductCard product={product} />
              </li>
            ))}
      </ul>
    </section>
  );
}
