import { href } from '@pawprize/shared/routes';
import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout, brandCopy, VerifyEmailPanel } from '@/features/auth/components';

/** Where a mailed verification link opened without the account's session lands. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const change = params.get('change') === '1';
  return (
    <AuthLayout
      title={change ? 'Confirm your new email' : 'Verify your email'}
      description={
        change
          ? 'A new address is confirmed only in a browser logged in to the account that asked for it.'
          : 'The link proves you read this mailbox. One more step decides who holds the account.'
      }
      icon={MailCheck}
      brand={brandCopy.verify}
      footer={
        <Link
          to={href('home')}
          className="inline-flex min-h-11 items-center font-semibold text-coral-700 underline-offset-4 hover:underline"
        >
          Back to PawPrize
        </Link>
      }
    >
      <VerifyEmailPanel token={params.get('token')} change={change} />
    </AuthLayout>
  );
}
