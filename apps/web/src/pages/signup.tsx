import { UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { safeRedirect, withRedirect } from '@/features/auth';
import { AuthLayout, brandCopy, SignupForm } from '@/features/auth/components';

export default function SignupPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthLayout
      title="Sign up"
      description="Create your free account to enter your pet, vote daily and run caption contests."
      icon={UserPlus}
      brand={brandCopy.signup}
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={withRedirect('login', redirect)}
            className="font-semibold text-coral-700 underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <SignupForm redirectTo={safeRedirect(redirect)} />
    </AuthLayout>
  );
}
