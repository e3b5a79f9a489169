import { messages } from '@pawprize/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

/** The flags a verification link leaves on `/dashboard`, and what each says. */
const FLAGS = [
  {
    name: 'verified',
    value: '1',
    show: () => toast.success(messages.auth.emailVerified, { id: 'email-verified' }),
  },
  {
    name: 'emailChanged',
    value: '1',
    show: () => toast.success(messages.auth.emailChanged, { id: 'email-changed' }),
  },
  {
    name: 'verifyError',
    value: 'other-account',
    show: () => toast.error(messages.auth.verifyOtherAccount, { id: 'verify-other-account' }),
  },
] as const;

/**
 * A verification link lands on `/dashboard?verified=1`, `?emailChanged=1`, or
 * `?verifyError=other-account` when it belongs to another account than the one logged in
 * (docs/decisions/0100-verification-proves-ownership.md): say so once, then drop the flag from
 * the address so a reload or a shared URL does not repeat it.
 */
export function useVerifiedToast(): void {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const flag = FLAGS.find((f) => params.get(f.name) === f.value);
  useEffect(() => {
    if (!flag || shown.current) return;
    shown.current = true;
    flag.show();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(flag.name);
        return next;
      },
      { replace: true },
    );
  }, [flag, setParams]);
}
