import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A missing or removed pet (docs/product/gallery.md). */
export function PetNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-coral-200 bg-card/70 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{messages.pages.petNotFound}</h1>
      <p className="mt-2 text-muted-foreground">
        It may have been deleted by its owner, or the link is not quite right.
      </p>
      <Button asChild className="mt-6">
        <Link to={href('gallery')}>{messages.pages.returnToGallery}</Link>
      </Button>
    </div>
  );
}
