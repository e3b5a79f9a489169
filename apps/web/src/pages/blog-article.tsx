import { PlannedPage } from '@/components/planned-page';

export default function BlogArticlePage() {
  return <PlannedPage title="Blog" description="A pet-care article from the PawPrize blog." />;
}
