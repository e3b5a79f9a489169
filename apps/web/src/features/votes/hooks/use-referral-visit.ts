import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { recordShareVisit } from '../api/votes-api';
import { REFERRAL_PARAM, REFERRAL_TOKEN } from '../vote-rules';

/** Tokens this tab has already reported (a re-render or StrictMode's second effect sends none). */
const reported = new Set<string>();

/**
 * A shared link was opened (`?ref=<token>`, SHARE_BONUS=on-visit, ADR 0082): tells the server
 * once, which credits the sharer's bonus votes when this is someone else, then drops the token
 * from the address so a copied or reloaded URL does not carry it on. A malformed token is only
 * dropped. Failures are silent: the visit is the sharer's business, not this visitor's.
 */
export function useReferralVisit(): void {
  const [params, setParams] = useSearchParams();
  const token = params.get(REFERRAL_PARAM);
  useEffect(() => {
    if (token === null) return;
    if (REFERRAL_TOKEN.test(token) && !reported.has(token)) {
      reported.add(token);
      recordShareVisit(token).catch(() => reported.delete(token));
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REFERRAL_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [token, setParams]);
}
