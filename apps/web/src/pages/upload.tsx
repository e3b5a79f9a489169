import { messages } from '@pawprize/shared';
import { Camera, Eye, Sun } from 'lucide-react';
import { EntryFormPage } from './entry-form-page';
import { UploadForm } from '@/features/pets/components';

const tips = [
  { icon: Sun, title: 'Find the light', text: 'Daylight from a window beats any flash.' },
  { icon: Eye, title: 'Get to eye level', text: 'Crouch down so we see the world their way.' },
  { icon: Camera, title: 'Catch the moment', text: 'Mid-zoomie, mid-yawn, mid-mischief.' },
];

export default function UploadPage() {
  return (
    <EntryFormPage
      eyebrow="Enter the contest"
      title={messages.dashboard.uploadYourPet}
      description="Share your best photo, tell us their name, and let the votes roll in. This month's winner gets a magazine feature."
      steps={tips}
      stepsLabel="Tips for a winning photo"
    >
      {({ blockedReason }) => <UploadForm blockedReason={blockedReason} />}
    </EntryFormPage>
  );
}
