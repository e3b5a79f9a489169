import { PlannedPage } from '@/components/planned-page';

export default function BlogPage() {
  return (
    <PlannedPage
      title="Blog"
      description="Practical pet-care articles: grooming, nutrition, play and taking better photos of your pet."
    />
  );
}
