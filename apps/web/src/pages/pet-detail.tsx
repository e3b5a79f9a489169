import { PlannedPage } from '@/components/planned-page';

export default function PetDetailPage() {
  return (
    <PlannedPage
      title="Pet Details"
      description="A single contestant's photo, its story, its vote count and a vote button."
    />
  );
}
