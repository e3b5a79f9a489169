import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { CircleAlert, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { toastFailure } from '@/lib/form-errors';
import { confirmVerification } from '../auth-api';
import { loginPathFor } from '../redirect';
import { useAuth } from '../use-auth';

const FAILED = 'We could not verify your email. Please try again.';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'refused'; message: string };

/**
 * `/verify-email?token=…` (docs/product/identity.md, Email verification): where a mailed link
 * opened without the account's session lands. Signed in (after "Log in first"), the link is
 * confirmed at once; signed out, the visitor chooses between logging in and taking the account
 * over with a new password. Nothing happens without a press: mail scanners open links too.
 */
export function VerifyEmailPanel({ token, change }: { token: string | null; change: boolean }) {
  const { user, isLoading, refresh } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(
    token ? { kind: 'idle' } : { kind: 'refused', message: messages.auth.verifyLinkInvalid },
  );
  const started = useRef(false);
  const here = `${href('verifyEmail')}?token=${encodeURIComponent(token ?? '')}${change ? '&change=1' : ''}`;

  async function send(takeOver: boolean) {
    if (!token) return;
    setState({ kind: 'busy' });
    try {
      const result = await confirmVerification(token, takeOver);
      if (result.status === 'choose-password') {
        // Every session of the account ended, this browser's included.
        await refresh();
        await navigate(
          `${href('resetPassword')}?token=${encodeURIComponent(result.resetToken)}&verified=1`,
          {
            replace: true,
          },
        );
      } else if (result.status === 'already-verified') {
        await navigate(user ? href('dashboard') : `${href('login')}?verified=1`, {
          replace: true,
        });
      } else {
        await refresh();
        const flag = result.change ? 'emailChanged=1' : 'verified=1';
        await navigate(`${href('dashboard')}?${flag}`, {
          replace: true,
        });
      }
    } catch (error) {
      if (isApiError(error) && error.isClientError && error.code !== 'RATE_LIMITED') {
        setState({ kind: 'refused', message: error.message });
      } else {
        toastFailure(error, FAILED);
        setState({ kind: 'idle' });
      }
    }
  }

  // Signed in: the session is this browser's proof, so the link is confirmed without asking.
  useEffect(() => {
    if (isLoading || !user || !token || started.current) return;
    started.current = true;
    void send(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [isLoading, user, token]);

  if (state.kind === 'refused') return <VerifyRefused message={state.message} signedIn={!!user} />;

  if (isLoading || user || state.kind === 'busy') {
    return (
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5" />
        {change ? 'Confirming your new email…' : 'Verifying your email…'}
      </p>
    );
  }

  if (change) {
    return (
      <div className="grid gap-5">
        <p className="text-sm leading-relaxed text-plum-700">{messages.auth.verifySignInFirst}</p>
        <Button asChild size="lg">
          <Link to={loginPathFor(here)}>
            <LogIn aria-hidden="true" />
            Log in to confirm
          </Link>
        </Button>
      </div>
    );
  }

  return <VerifyChoices loginPath={loginPathFor(here)} onTakeOver={() => void send(true)} />;
}

/** The link was refused: why, and the way on (the dashboard, or Log in). */
function VerifyRefused({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <div className="grid gap-5">
      <Alert variant="error" role="alert">
        <CircleAlert aria-hidden="true" />
        <p>{message}</p>
      </Alert>
      <Button asChild size="lg" variant="outline">
        <Link to={signedIn ? href('dashboard') : href('login')}>
          {signedIn ? 'Go to your dashboard' : 'Log in'}
        </Link>
      </Button>
    </div>
  );
}

/** Signed out: log in then verify, or verify here and choose a new password. */
function VerifyChoices({ loginPath, onTakeOver }: { loginPath: string; onTakeOver: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-plum-700">
        This browser is not logged in to the account. Choose how to finish:
      </p>
      <div className="grid gap-2 rounded-2xl border border-border/70 p-4">
        <Button asChild size="lg">
          <Link to={loginPath}>
            <LogIn aria-hidden="true" />
            Log in, then verify
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          You know the account’s password. Your other devices stay logged in.
        </p>
      </div>
      <div className="grid gap-2 rounded-2xl border border-border/70 p-4">
        <Button
          type="button"
          size="lg"
          variant="outline"
          // Long enough to wrap on a phone.
          className="h-auto min-h-12 py-2.5 whitespace-normal"
          onClick={onTakeOver}
        >
          <KeyRound aria-hidden="true" />
          Verify and choose a new password
        </Button>
        <p className="text-sm text-muted-foreground">
          For an account you did not create yourself, or whose password you do not know. Every
          device is logged out of it.
        </p>
      </div>
    </div>
  );
}
