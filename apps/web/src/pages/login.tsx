import { PlannedPage } from '@/components/planned-page';

export default function LoginPage() {
  return (
    <PlannedPage
      title="Log in"
      description="Sign in with your email and password to upload pets, vote and run caption contests."
    />
  );
}
