import { PlannedPage } from '@/components/planned-page';

export default function ContactPage() {
  return (
    <PlannedPage
      title="Contact Us"
      description="Questions, ideas or a problem with an entry? Send us a message and the PawPrize team will get back to you."
    />
  );
}
