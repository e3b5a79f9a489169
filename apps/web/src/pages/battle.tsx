import { PlannedPage } from '@/components/planned-page';

export default function BattlePage() {
  return (
    <PlannedPage
      title="Pet Battle Mode"
      description="Two pets, side by side: pick the cuter one and see how everyone else voted."
    />
  );
}
