import { PlannedPage } from '@/components/planned-page';

export default function CaptionContestPage() {
  return (
    <PlannedPage
      title="Caption Contest"
      description="A pet photo with AI-written captions: vote for the funniest one and share the contest with friends."
    />
  );
}
