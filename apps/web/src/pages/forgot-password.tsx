import { href } from '@pawprize/shared/routes';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout, brandCopy, ForgotPasswordForm } from '@/features/auth/components';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      icon={KeyRound}
      brand={brandCopy.reset}
      footer={
        <>
          Remembered it?{' '}
          <Link
            to={href('login')}
            className="font-semibold text-coral-700 underline-offset-4 hover:underline"
          >
            Back to log in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
