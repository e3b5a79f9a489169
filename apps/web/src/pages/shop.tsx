import { ExternalLink, Store } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ShopCatalog, useStoreUrl } from '@/features/shop';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ShopPage() {
  useDocumentTitle('Shop');
  const storeUrl = useStoreUrl();
  return (
    <PageShell>
      <PageHeader
        eyebrow="The PawPrize Shop"
        title="Shop"
        description="Hand-picked grooming tools, blankets, toys and treats for your pet. Orders, delivery and returns are handled by our partner store."
      >
        {storeUrl ? (
          <Button asChild variant="outline">
            <a href={storeUrl} target="_blank" rel="noopener noreferrer">
              <Store aria-hidden="true" />
              Visit our store
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          // Keeps the header's height while the store address loads.
          <span aria-hidden="true" className="h-11" />
        )}
      </PageHeader>
      <div className="mt-12">
        <ShopCatalog />
      </div>
    </PageShell>
  );
}
