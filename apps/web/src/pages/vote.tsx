import { PlannedPage } from '@/components/planned-page';

export default function VotePage() {
  return (
    <PlannedPage
      title="Vote"
      description="Meet the contestants one at a time: swipe right (or tap) for cute, left to skip, and keep your daily streak going."
    />
  );
}
