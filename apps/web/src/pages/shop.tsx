import { PlannedPage } from '@/components/planned-page';

export default function ShopPage() {
  return (
    <PlannedPage
      title="Shop"
      description="Hand-picked grooming tools, blankets, toys and treats for your pet, sold through our partner store."
    />
  );
}
