import { messages } from '@pawprize/shared';
import { PlannedPage } from '@/components/planned-page';

export default function WinnersPage() {
  return (
    <PlannedPage
      title={messages.winners.heading}
      description="Each month's winning pet, with the votes that won it a feature in our magazine."
    />
  );
}
