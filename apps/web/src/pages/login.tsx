import { messages } from '@pawprize/shared';
import { CircleAlert, CircleCheck, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { safeRedirect, withRedirect } from '@/features/auth';
import { AuthLayout, brandCopy, LoginForm } from '@/features/auth/components';

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthLayout
      title="Log in"
      description="Welcome back! Log in to upload pets, vote and run caption contests."
      icon={LogIn}
      brand={brandCopy.login}
      notice={
        params.get('verifyError') ? (
          <Alert variant="error" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{messages.auth.verifyLinkInvalid}</p>
          </Alert>
        ) : params.get('verified') ? (
          <Alert variant="success" role="status">
            <CircleCheck aria-hidden="true" />
            <p>{messages.auth.emailAlreadyVerified}</p>
          </Alert>
        ) : null
      }
      footer={
        <>
          New to PawPrize?{' '}
          <Link
            to={withRedirect('signup', redirect)}
            className="font-semibold text-coral-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm redirectTo={safeRedirect(redirect)} />
    </AuthLayout>
  );
}
