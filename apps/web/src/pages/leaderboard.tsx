import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Vote } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { BattleRankings } from '@/features/battles';
import { ContestBoardSwitcher, ContestStandings } from '@/features/contests/components';
import { LeaderboardList, YourPetsRanks } from '@/features/pets/components';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Each tab says what it ranks (docs/product/battles.md). */
function TabHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-4">
      <h2 className="text-xl font-extrabold tracking-tight text-plum-800 sm:text-2xl">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

/** This month's race, or an open contest's standings (`?contest=<slug>`, ADR 0143). */
export default function LeaderboardPage() {
  useDocumentTitle('Leaderboard');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const contest = params.get('contest') || null;
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-sunny-300/25 via-coral-50 to-transparent"
      />
      <PageShell className="max-w-3xl pt-10 sm:pt-14">
        <PageHeader
          eyebrow="This month's race"
          title="Leaderboard"
          description="This month's race for the magazine feature, and who wins head to head in Pet Battle Mode."
        >
          <Button asChild variant="accent">
            <Link to={href('vote')}>
              <Vote aria-hidden="true" />
              Cast your votes
            </Link>
          </Button>
        </PageHeader>
        {/* Empty (hidden) while no contest is open: the page is as it was. */}
        <div className="mt-10 flex justify-center empty:hidden">
          <ContestBoardSwitcher
            value={contest}
            onChange={(slug) => setParams(slug ? { contest: slug } : {}, { replace: true })}
          />
        </div>
        {contest ? (
          <div className="mt-8">
            <ContestStandings slug={contest} viewerId={user?.id ?? null} />
          </div>
        ) : (
          <Tabs defaultValue="votes" className="mt-10">
            <div className="flex justify-center">
              <TabsList>
                <TabsTrigger value="votes">Top Votes</TabsTrigger>
                <TabsTrigger value="battles">{messages.battle.rankingsTitle}</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="votes">
              <TabHeading
                title="The ten pets with the most votes"
                description="Right now, this month. The leader at the end of the month gets a magazine feature."
              />
              <LeaderboardList />
              <YourPetsRanks />
            </TabsContent>
            <TabsContent value="battles">
              <TabHeading
                title="Who wins head to head"
                description="From every vote in Pet Battle Mode: how often each pet would beat a typical pet, and how sure we are."
              />
              <BattleRankings />
            </TabsContent>
          </Tabs>
        )}
      </PageShell>
    </div>
  );
}
