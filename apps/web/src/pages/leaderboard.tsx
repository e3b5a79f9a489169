import { PlannedPage } from '@/components/planned-page';

export default function LeaderboardPage() {
  return (
    <PlannedPage
      title="Leaderboard"
      description="The ten pets with the most votes in this month's contest."
    />
  );
}
