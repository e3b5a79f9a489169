import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { PawPrint, Upload } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { apiUrl } from '@/lib/api';
import { topPetsPath } from '../api/pets-api';
import { useTopPets } from '../hooks/use-top-pets';
import type { Pet, PetSort } from '../types';
import { LoadError } from '@/components/load-error';
import { PET_GRID_SIZES, PetCard } from './pet-card';
import { PetGrid, PetGridSkeleton } from './pet-grid';
import { SortToggle } from './sort-toggle';

// Only a site without pets shows it: not part of the home page's first paint (ADR 0042).
const EmptyState = lazy(() =>
  import('@/components/empty-state').then((m) => ({ default: m.EmptyState })),
);

interface TopPetsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** How many pets (4 in the gallery, 6 on the home page). */
  count: number;
  /** Grid classes when the default 2/3/4 columns do not fit the count. */
  gridClassName?: string;
  sizes?: string;
  /** Extra link(s) under the grid, e.g. "See all pets". */
  footer?: ReactNode;
  /** The vote control of each card (the page passes the voting feature's). */
  renderVote?: (pet: Pet) => ReactNode;
  className?: string;
}

/**
 * A short list of pets with a Recent / Popular toggle (tab state only). In Popular, the
 * first pet is the FEATURED one.
 */
export function TopPetsSection({
  id,
  title,
  description,
  count,
  gridClassName,
  sizes,
  footer,
  renderVote,
  className,
}: TopPetsSectionProps) {
  const [sort, setSort] = useState<PetSort>('popular');
  const query = useTopPets(sort, count);
  const pets = query.data ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        <SortToggle
          value={sort}
          onChange={setSort}
          label={`Sort ${title}`}
          className="self-start sm:self-auto"
        />
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <PetGridSkeleton
            count={count}
            className={gridClassName}
            // The first list asked for is Popular's (the toggle's default).
            photos={{ from: apiUrl(topPetsPath(count)), sizes: sizes ?? PET_GRID_SIZES }}
          />
        ) : query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : pets.length === 0 ? (
          <Suspense fallback={null}>
            <EmptyState
              icon={PawPrint}
              title={messages.lists.noPets}
              action={
                <Button asChild>
                  <Link to={href('upload')}>
                    <Upload aria-hidden="true" />
                    Add Your Pet
                  </Link>
                </Button>
              }
            />
          </Suspense>
        ) : (
          <PetGrid className={cn(gridClassName, query.isFetching && 'opacity-80')}>
            {pets.map((pet, index) => (
              <PetCard
                key={pet.id}
                pet={pet}
                featured={sort === 'popular' && index === 0}
                sizes={sizes}
                voteSlot={renderVote?.(pet)}
              />
            ))}
          </PetGrid>
        )}
      </div>
      {footer && pets.length > 0 ? <div className="mt-8 flex justify-center">{footer}</div> : null}
    </section>
  );
}
