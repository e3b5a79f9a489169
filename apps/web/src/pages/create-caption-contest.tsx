import { messages } from '@pawprize/shared';
import { Camera, Share2, Sparkles } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { useAuth } from '@/features/auth';
import { VerifyEmailBanner } from '@/features/auth/components';
import { CreateContestForm } from '@/features/captions/components';
import { useDocumentTitle } from '@/lib/use-document-title';

const steps = [
  { icon: Camera, title: 'Upload a photo', text: 'The sillier the pose, the better.' },
  { icon: Sparkles, title: 'AI writes 5 captions', text: 'Witty one-liners in seconds.' },
  { icon: Share2, title: 'Share and vote', text: 'At 5 votes the top caption wins a trophy.' },
];

export default function CreateCaptionContestPage() {
  useDocumentTitle('Create Caption Contest');
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
          eyebrow="AI caption contest"
          title="Create Caption Contest"
          description="Upload a pet photo and our AI writes five funny captions. Share the link and let everyone vote for the best one."
        />

        {user && !verified ? (
          <div className="mt-8">
            <VerifyEmailBanner email={user.email} />
          </div>
        ) : null}

        <div className="mt-8 sm:mt-10">
          <CreateContestForm
            viewerId={user?.id ?? null}
            credits={user?.credits ?? 0}
            blockedReason={verified ? undefined : messages.auth.verifyEmailFirst}
          />
        </div>

        <ol className="mt-8 grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label="How it works">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="flex items-start gap-3 rounded-2xl bg-card/70 p-4 ring-1 ring-border/60"
            >
              <span className="relative flex size-9 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon aria-hidden="true" className="size-4" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-1.5 flex size-4.5 items-center justify-center rounded-full bg-coral-600 text-[0.625rem] font-bold text-white"
                >
                  {index + 1}
                </span>
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-plum-800">{title}</span>
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </PageShell>
    </div>
  );
}
