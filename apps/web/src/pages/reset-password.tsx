import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AuthLayout, brandCopy, ResetPasswordForm } from '@/features/auth/components';

/**
 * Reached from the mailed link `/reset-password?token=…`, or with `&verified=1` from a
 * verification link that took an account over (docs/decisions/0100-verification-proves-ownership.md).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const verified = params.get('verified') === '1';
  return (
    <AuthLayout
      title={verified ? 'Choose your password' : 'Choose a new password'}
      documentTitle="New password"
      description="Pick a password with at least 8 characters. You'll log in with it right after."
      icon={LockKeyhole}
      brand={brandCopy.reset}
      notice={
        verified ? (
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden="true" />
            <p>{messages.auth.verifyChoosePassword}</p>
          </Alert>
        ) : null
      }
      footer={
        <Link
          to={href('login')}
          className="inline-flex min-h-11 items-center font-semibold text-coral-700 underline-offset-4 hover:underline"
        >
          Back to log in
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
