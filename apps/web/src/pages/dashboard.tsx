import { messages } from '@pawprize/shared';
import { Heart, PawPrint, Settings, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountCard,
  MailPreferencesCard,
  DownloadDataCard,
  SessionsCard,
} from '@/features/account';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { displayName, useAuth, useSignOut, useVerifiedToast } from '@/features/auth';
import { VerifyEmailBanner } from '@/features/auth/components';
import { MyContests } from '@/features/captions/components';
import { MyPets } from '@/features/pets/components';
import { AvatarUpload, ProfileDetailsForm, ProfileHeader, WelcomeCard } from '@/features/profile';
import { MyVotes, StreakBadges, StreakCard } from '@/features/votes/components';
import { useDocumentTitle } from '@/lib/use-document-title';

function EmptyPanel({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-coral-200 bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      {title ? <h2 className="mt-4 text-xl font-extrabold">{title}</h2> : null}
      <div className="mt-2 max-w-md text-muted-foreground">{children}</div>
    </div>
  );
}

/** A titled group of settings cards (docs/product/account.md). */
function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

const tabs: { value: string; label: string; icon: LucideIcon }[] = [
  { value: 'pets', label: 'My Pets', icon: PawPrint },
  { value: 'votes', label: 'My Votes', icon: Heart },
  { value: 'settings', label: 'Profile Settings', icon: Settings },
];

const SETTINGS_ANCHORS = ['#security', '#privacy', '#mails', '#change-email'];

export default function DashboardPage() {
  useDocumentTitle('My Dashboard');
  useVerifiedToast();
  const { user, refresh } = useAuth();
  const signOut = useSignOut(messages.auth.loggedOutDashboard);
  const [signingOut, setSigningOut] = useState(false);
  // Mails link to /dashboard#mails (and the profile card to #security): open that tab there.
  const [tab, setTab] = useState(() =>
    SETTINGS_ANCHORS.includes(window.location.hash) ? 'settings' : 'pets',
  );
  useEffect(() => {
    if (SETTINGS_ANCHORS.includes(window.location.hash)) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
    }
  }, []);

  // RequireAuth renders this page only with a user.
  if (!user) return null;
  const name = displayName(user);

  async function onSignOut() {
    setSigningOut(true);
    if (!(await signOut())) setSigningOut(false);
  }

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-coral-50 to-transparent"
      />
      <PageShell className="py-8 sm:py-12">
        <header className="mb-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your pets, your votes and your profile.</p>
        </header>

        {user.emailVerified ? null : (
          <div className="mb-6">
            <VerifyEmailBanner email={user.email} />
          </div>
        )}

        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.15fr)_minmax(0,0.95fr)]">
          <div className="md:col-span-2 lg:col-span-1">
            <ProfileHeader
              name={name}
              username={user.username}
              avatarUrl={user.avatarUrl}
              onSignOut={() => void onSignOut()}
              signingOut={signingOut}
              badges={<StreakBadges />}
            />
          </div>
          <WelcomeCard firstName={name.split(/\s+/)[0] || name} />
          <StreakCard />
        </div>

        <Tabs value={tab} onValueChange={setTab} className="mt-10">
          {/* One line at 320 px too: each tab as wide as its label (docs/product/dashboard.md). */}
          <TabsList className="flex w-full sm:inline-flex sm:w-auto">
            {tabs.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-11 flex-auto px-2 py-1.5 text-[13px] leading-tight whitespace-nowrap min-[360px]:text-sm sm:min-h-9 sm:flex-none sm:px-4"
              >
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="pets">
            <MyPets userId={user.id} />
            <MyContests viewerId={user.id} credits={user.credits} />
          </TabsContent>
          <TabsContent value="votes">
            <MyVotes
              userId={user.id}
              empty={
                <EmptyPanel icon={Heart}>
                  <p>{messages.dashboard.myVotesEmpty}</p>
                </EmptyPanel>
              }
            />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab user={user} name={name} refresh={refresh} />
          </TabsContent>
        </Tabs>
      </PageShell>
    </div>
  );
}

type SignedIn = NonNullable<ReturnType<typeof useAuth>['user']>;

/** The Profile Settings tab: profile, security, privacy and mails (docs/product/account.md). */
function SettingsTab({
  user,
  name,
  refresh,
}: {
  user: SignedIn;
  name: string;
  refresh: ReturnType<typeof useAuth>['refresh'];
}) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-[17rem_1fr]">
        <AvatarUpload name={name} avatarUrl={user.avatarUrl} onUploaded={refresh} />
        <ProfileDetailsForm
          key={`${user.username ?? ''}|${user.fullName ?? ''}`}
          username={user.username}
          fullName={user.fullName}
          email={user.email}
          onSaved={refresh}
        />
      </div>
      <SettingsSection
        id="security"
        title="Security"
        description="Your password, your email and the devices signed in to your account."
      >
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid gap-6">
            <ChangePasswordForm />
            <ChangeEmailForm email={user.email} onChanged={refresh} />
          </div>
          <SessionsCard />
        </div>
      </SettingsSection>
      <SettingsSection
        id="privacy"
        title="Privacy"
        description="Your data is yours: take a copy of it, or delete your account and everything in it."
      >
        <div className="grid items-stretch gap-6 lg:grid-cols-2">
          <DownloadDataCard />
          <DeleteAccountCard />
        </div>
      </SettingsSection>
      <SettingsSection
        id="mails"
        title="Mails"
        description="Choose the mails you want from us. Every one of them can be turned off."
      >
        <MailPreferencesCard />
      </SettingsSection>
    </>
  );
}
