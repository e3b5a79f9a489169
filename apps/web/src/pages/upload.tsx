import { PlannedPage } from '@/components/planned-page';

export default function UploadPage() {
  return (
    <PlannedPage
      title="Upload Your Pet"
      description="Enter your pet in this month's contest with a photo, its name and an optional description."
    />
  );
}
