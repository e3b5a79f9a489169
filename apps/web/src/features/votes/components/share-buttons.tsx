import { messages, type SharePlatform } from '@pawprize/shared';
import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useShare } from '../hooks/use-share';
import { useVoter } from '../hooks/use-voter';
import { focusShareSection, SHARE_SECTION_ID } from '../hooks/use-share-action';
import { PLATFORM_NAMES, shareUrlOf, tweetIntentUrl, withReferral } from '../vote-rules';
import { InstagramLogo, TikTokLogo, XLogo } from './brand-icons';

const COPY_FAILED = "Couldn't copy the link. Copy it from here:";

const icons: Record<SharePlatform, typeof XLogo> = {
  twitter: XLogo,
  instagram: InstagramLogo,
  tiktok: TikTokLogo,
};

const iconTones: Record<SharePlatform, string> = {
  twitter: 'bg-plum-900 text-white',
  instagram: 'bg-gradient-to-br from-[#f9a03f] via-[#e1306c] to-[#833ab4] text-white',
  tiktok: 'bg-plum-900 text-[#25f4ee]',
};

interface ShareButtonsProps {
  /** The pet to share; without one, the voting page is shared. */
  pet?: { id: string; petName: string };
  /**
   * The page's main share buttons (one per page): `#share` in the URL focuses them, and the
   * daily-limit toast's "Share to earn votes" action leads here.
   */
  anchor?: boolean;
  className?: string;
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(messages.share.linkCopied);
  } catch {
    // No clipboard (an insecure origin, or permission refused): show the link to copy by hand.
    toast.error(COPY_FAILED, { description: url });
  }
}

/**
 * Copies a link the server has yet to answer (the referral link, ADR 0082). Safari only lets a
 * click write the clipboard synchronously, so the write starts now with a ClipboardItem whose
 * text is still on its way; where that is not supported, the text is written once it is there.
 */
async function copyLinkLater(url: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = url.then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      toast.success(messages.share.linkCopied);
      return;
    } catch {
      // Fall back to writing the text (below).
    }
  }
  await copyLink(await url);
}

/**
 * Share buttons (docs/product/votes.md): Twitter opens a tweet in a new tab, Instagram and
 * TikTok copy the link. Each records the share for 3 bonus votes today. When shares are credited
 * on a visit (the voter state has `bonusVotesPending`, SHARE_BONUS=on-visit, ADR 0082), Instagram
 * and TikTok record first and copy the link with the share's referral token (if any).
 */
export function ShareButtons({ pet, anchor = false, className }: ShareButtonsProps) {
  const share = useShare(pet?.id);
  // Only a signed-in user can share, so only theirs is fetched. Until it is known, a copy takes
  // the referral path (it works in both modes).
  const { data: voter } = useVoter({ signedInOnly: true });
  const copyFirst = voter !== undefined && voter.bonusVotesPending === undefined;
  const { hash } = useLocation();
  useEffect(() => {
    if (anchor && hash === `#${SHARE_SECTION_ID}`) focusShareSection();
  }, [anchor, hash]);
  const url = shareUrlOf(pet?.id);
  const text = pet
    ? `Vote for ${pet.petName} in the PawPrize pet photo contest! 🐾`
    : 'Help pick the cutest pet on PawPrize! 🐾';

  const itemClass =
    'group flex min-w-0 flex-col items-center justify-center gap-1.5 rounded-2xl border border-input bg-card px-2 py-3 text-xs font-semibold text-plum-800 shadow-soft transition-[border-color,background-color,box-shadow,transform] duration-150 select-none hover:border-coral-300 hover:bg-coral-50 hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-[0.97] disabled:pointer-events-none disabled:opacity-60';

  function content(platform: SharePlatform) {
    const Icon = icons[platform];
    const busy = share.pendingPlatform === platform;
    return (
      <>
        <span
          className={cn(
            'flex size-9 items-center justify-center rounded-full shadow-soft transition-transform motion-safe:group-hover:scale-110',
            iconTones[platform],
          )}
        >
          {busy ? <Spinner className="size-4" /> : <Icon className="size-4" />}
        </span>
        <span className="max-w-full truncate">{PLATFORM_NAMES[platform]}</span>
      </>
    );
  }

  function onTweet(event: MouseEvent<HTMLAnchorElement>) {
    if (!share.ensureSignedIn()) {
      event.preventDefault();
      return;
    }
    share.record('twitter');
  }

  async function onCopy(platform: 'instagram' | 'tiktok') {
    if (!share.ensureSignedIn()) return;
    if (!copyFirst) {
      // A failed share still copies the plain link (its failure is toasted by useShare).
      const link = share.recordAsync(platform).then(
        (result) => (result.referral ? withReferral(url, result.referral.token) : url),
        () => url,
      );
      await copyLinkLater(link);
      return;
    }
    await copyLink(url);
    share.record(platform);
  }

  return (
    <div
      id={anchor ? SHARE_SECTION_ID : undefined}
      className={cn('grid max-w-sm grid-cols-3 gap-2', className)}
    >
      <a
        href={tweetIntentUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onTweet}
        aria-label={`Share on ${PLATFORM_NAMES.twitter}`}
        className={itemClass}
      >
        {content('twitter')}
      </a>
      {(['instagram', 'tiktok'] as const).map((platform) => (
        <button
          key={platform}
          type="button"
          onClick={() => void onCopy(platform)}
          disabled={share.pendingPlatform === platform}
          aria-label={`Share on ${PLATFORM_NAMES[platform]}`}
          className={itemClass}
        >
          {content(platform)}
        </button>
      ))}
    </div>
  );
}
