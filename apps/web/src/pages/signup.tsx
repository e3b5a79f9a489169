import { LogIn, PawPrint, UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { returnsToUpload, safeRedirect, withRedirect } from '@/features/auth';
import { AuthLayout, brandCopy, SignupForm } from '@/features/auth/components';

const linkClass = 'font-semibold text-coral-700 underline-offset-4 hover:underline';

export default function SignupPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginHref = withRedirect('login', redirect);
  // Sent here by "Add Your Pet": say what the account is for, and offer the log-in first
  // (docs/product/site.md, Routes).
  const forUpload = returnsToUpload(redirect);
  return (
    <AuthLayout
      title="Sign up"
      description={
        forUpload
          ? 'Create a free account to enter your pet. It takes a minute, and your pet joins this month’s contest right after.'
          : 'Create your free account to enter your pet, vote daily and run caption contests.'
      }
      icon={forUpload ? PawPrint : UserPlus}
      brand={brandCopy.signup}
      notice={
        forUpload ? (
          <p className="flex items-center justify-between gap-3 rounded-2xl border border-coral-200 bg-coral-50 py-1 pr-2 pl-4 text-sm text-plum-800">
            <span className="flex items-center gap-2">
              <LogIn aria-hidden="true" className="size-4 shrink-0 text-coral-700" />
              Already have an account?
            </span>
            <Link
              to={loginHref}
              aria-label="Log in to enter your pet"
              className={`${linkClass} inline-flex min-h-11 shrink-0 items-center rounded-xl px-2`}
            >
              Log in
            </Link>
          </p>
        ) : null
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      <SignupForm redirectTo={safeRedirect(redirect)} />
    </AuthLayout>
  );
}
