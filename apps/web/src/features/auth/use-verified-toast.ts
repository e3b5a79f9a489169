import { messages } from '@pawprize/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * The verification link lands on `/dashboard?verified=1`: say so once, then drop the flag
 * from the address so a reload or a shared URL does not repeat it.
 */
export function useVerifiedToast(): void {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const verified = params.get('verified') === '1';
  useEffect(() => {
    if (!verified || shown.current) return;
    shown.current = true;
    toast.success(messages.auth.emailVerified, { id: 'email-verified' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setParams]);
}
