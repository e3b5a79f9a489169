import { PlannedPage } from '@/components/planned-page';

export default function SignupPage() {
  return (
    <PlannedPage
      title="Sign up"
      description="Create a free account with your name, a username, your email and a password to enter your pet in the contest."
    />
  );
}
