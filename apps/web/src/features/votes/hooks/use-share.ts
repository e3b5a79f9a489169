import { messages, type SharePlatform } from '@pawprize/shared';
import type { ShareResult } from '@pawprize/shared/schemas/votes';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { holdNewsletterPopup } from '@/features/newsletter';
import { isApiError } from '@/lib/api';
import { recordShare } from '../api/votes-api';
import { PLATFORM_NAMES } from '../vote-rules';
import { useLoginAction } from './use-auth-actions';
import { useSetVoter } from './use-voter';

/**
 * A share that was already credited today on this platform (docs/product/votes.md: once per day).
 */
export const alreadyCreditedMessage = (platform: SharePlatform) =>
  `Thanks for sharing! You already got today's bonus votes for ${PLATFORM_NAMES[platform]}.`;

/**
 * What a recorded share says: with SHARE_BONUS=on-visit an Instagram or TikTok share's votes wait
 * for someone to open the link (`referral.pending`, ADR 0082), and the toast says so.
 */
function toastShare(result: ShareResult, platform: SharePlatform): void {
  if (result.referral?.pending) {
    if (result.credited) toast.success(messages.share.pending);
    else toast(messages.share.stillPending);
  } else if (result.credited) {
    toast.success(messages.share.success);
  } else {
    toast(alreadyCreditedMessage(platform));
  }
}

/**
 * Records a share (`POST /api/shares`): 3 bonus votes for today when credited. Signed out it only
 * says 'Please login to share' (with a Log in action), nothing is opened or copied.
 */
export function useShare(petId: string | undefined) {
  const { user } = useAuth();
  const setVoter = useSetVoter();
  const loginAction = useLoginAction();
  const mutation = useMutation({
    mutationFn: (platform: SharePlatform) => recordShare(platform, petId),
    onSuccess: (result, platform) => {
      setVoter(result.voter);
      toastShare(result, platform);
    },
    onError: (error) => {
      holdNewsletterPopup();
      if (isApiError(error) && error.status === 401) {
        toast.error(messages.share.loginRequired, { action: loginAction });
      } else {
        toast.error(messages.share.failed);
      }
    },
  });

  /** False (and the login toast) when signed out: the caller should not share then. */
  function ensureSignedIn(): boolean {
    if (user) return true;
    holdNewsletterPopup();
    toast.error(messages.share.loginRequired, { action: loginAction });
    return false;
  }

  return {
    ensureSignedIn,
    record: (platform: SharePlatform) => mutation.mutate(platform),
    /** Records the share and answers the server's result (rejects when it failed, toasted). */
    recordAsync: (platform: SharePlatform) => mutation.mutateAsync(platform),
    pendingPlatform: mutation.isPending ? mutation.variables : undefined,
  };
}
