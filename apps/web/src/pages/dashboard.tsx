import { PlannedPage } from '@/components/planned-page';

export default function DashboardPage() {
  return (
    <PlannedPage
      title="My Dashboard"
      description="Your voting streak, the pets you have entered and your profile settings, all in one place."
    />
  );
}
