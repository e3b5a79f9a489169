import { PlannedPage } from '@/components/planned-page';

export default function GalleryPage() {
  return (
    <PlannedPage
      title="Gallery"
      description="Every pet entered in this month's contest, with the top voted pets, search and sorting by recent or popular."
    />
  );
}
