import { PlannedPage } from '@/components/planned-page';

export default function CreateCaptionContestPage() {
  return (
    <PlannedPage
      title="Create Caption Contest"
      description="Upload a pet photo and our AI writes five funny captions; then share the link and let everyone vote for the best one."
    />
  );
}
