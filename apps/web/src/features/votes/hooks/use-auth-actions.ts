import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/features/auth';

/** Toast actions that lead somewhere: log in (and come back here). */
export function useLoginAction(): { label: string; onClick: () => void } {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = useCallback(
    () => void navigate(loginPathFor(pathname + search)),
    [navigate, pathname, search],
  );
  return { label: 'Log in', onClick };
}
