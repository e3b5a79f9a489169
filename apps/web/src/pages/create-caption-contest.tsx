import { Camera, Share2, Sparkles } from 'lucide-react';
import { EntryFormPage } from './entry-form-page';
import { CreateContestForm } from '@/features/captions/components';

const steps = [
  { icon: Camera, title: 'Upload a photo', text: 'The sillier the pose, the better.' },
  { icon: Sparkles, title: 'AI writes 5 captions', text: 'Witty one-liners in seconds.' },
  { icon: Share2, title: 'Share and vote', text: 'At 5 votes the top caption wins a trophy.' },
];

export default function CreateCaptionContestPage() {
  return (
    <EntryFormPage
      eyebrow="AI caption contest"
      title="Create Caption Contest"
      description="Upload a pet photo and our AI writes five funny captions. Share the link and let everyone vote for the best one."
      steps={steps}
      stepsLabel="How it works"
      numbered
    >
      {({ user, blockedReason }) => (
        <CreateContestForm
          viewerId={user?.id ?? null}
          credits={user?.credits ?? 0}
          blockedReason={blockedReason}
        />
      )}
    </EntryFormPage>
  );
}
