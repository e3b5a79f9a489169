import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { useAuth } from '@/features/auth';
import { VerifyEmailBanner } from '@/features/auth/components';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface EntryStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface EntryFormPageProps {
  eyebrow: string;
  title: string;
  description: string;
  /** Tips or steps under the form; `numbered` shows them as an ordered list with badges. */
  steps: readonly EntryStep[];
  stepsLabel: string;
  numbered?: boolean;
  /** The form. `blockedReason` is set while the account's email is not verified. */
  children: (props: { user: SessionUser | null; blockedReason: string | undefined }) => ReactNode;
}

/**
 * The page around a photo entry form (Upload Your Pet, Create Caption Contest): header, the
 * verify-your-email banner for unverified accounts, the form, and a row of tips or steps.
 */
export function EntryFormPage({
  eyebrow,
  title,
  description,
  steps,
  stepsLabel,
  numbered = false,
  children,
}: EntryFormPageProps) {
  useDocumentTitle(title);
  const { user } = useAuth();
  const verified = user?.emailVerified ?? false;
  const List = numbered ? 'ol' : 'ul';

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="max-w-5xl pt-10 sm:pt-14">
        <PageHeader eyebrow={eyebrow} title={title} description={description} />

        {user && !verified ? (
          <div className="mt-8">
            <VerifyEmailBanner email={user.email} />
          </div>
        ) : null}

        <div className="mt-8 sm:mt-10">
          {children({
            user,
            blockedReason: verified ? undefined : messages.auth.verifyEmailFirst,
          })}
        </div>

        <List className="mt-8 grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label={stepsLabel}>
          {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
            <li
              key={stepTitle}
              className="flex items-start gap-3 rounded-2xl bg-card/70 p-4 ring-1 ring-border/60"
            >
              <span className="relative flex size-9 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon aria-hidden="true" className="size-4" />
                {numbered ? (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 flex size-4.5 items-center justify-center rounded-full bg-coral-600 text-[0.625rem] font-bold text-white"
                  >
                    {index + 1}
                  </span>
                ) : null}
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-plum-800">{stepTitle}</span>
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </List>
      </PageShell>
    </div>
  );
}
