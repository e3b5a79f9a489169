import { LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout, brandCopy, ResetPasswordForm } from '@/features/auth/components';

/** Reached from the mailed link `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Choose a new password"
      documentTitle="New password"
      description="Pick a password with at least 8 characters. You'll log in with it right after."
      icon={LockKeyhole}
      brand={brandCopy.reset}
      footer={
        <Link
          to="/login"
          className="font-semibold text-coral-700 underline-offset-4 hover:underline"
        >
          Back to log in
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
