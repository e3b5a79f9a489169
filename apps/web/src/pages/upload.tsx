import { messages } from '@pawprize/shared';
import { Camera, Eye, Sun } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { useAuth } from '@/features/auth';
import { VerifyEmailBanner } from '@/features/auth/components';
import { UploadForm } from '@/features/pets/components';
import { useDocumentTitle } from '@/lib/use-document-title';

const tips = [
  { icon: Sun, title: 'Find the light', text: 'Daylight from a window beats any flash.' },
  { icon: Eye, title: 'Get to eye level', text: 'Crouch down so we see the world their way.' },
  { icon: Camera, title: 'Catch the moment', text: 'Mid-zoomie, mid-yawn, mid-mischief.' },
];

export default function UploadPage() {
  useDocumentTitle('Upload Your Pet');
  const { user } = useAuth();
  const verified = user?.emailVerified ?? false;

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="max-w-5xl pt-10 sm:pt-14">
        <PageHeader
          eyebrow="Enter the contest"
          title="Upload Your Pet"
          description="Share your best photo, tell us their name, and let the votes roll in. This month's winner gets a magazine feature."
        />

        {user && !verified ? (
          <div className="mt-8">
            <VerifyEmailBanner email={user.email} />
          </div>
        ) : null}

        <div className="mt-8 sm:mt-10">
          <UploadForm blockedReason={verified ? undefined : messages.auth.verifyEmailFirst} />
        </div>

        <ul
          className="mt-8 grid gap-3 sm:grid-cols-3 sm:gap-4"
          aria-label="Tips for a winning photo"
        >
          {tips.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-3 rounded-2xl bg-card/70 p-4 ring-1 ring-border/60"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-plum-800">{title}</span>
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </PageShell>
    </div>
  );
}
