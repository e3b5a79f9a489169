import { PlannedPage } from '@/components/planned-page';

export default function ForgotPasswordPage() {
  return (
    <PlannedPage
      title="Reset your password"
      description="Forgot your password? Here you will be able to request a reset link by email and choose a new one."
    />
  );
}
