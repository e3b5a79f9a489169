import { messages, type SharePlatform } from '@pawprize/shared';
import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useShare } from '../hooks/use-share';
import { focusShareSection, SHARE_SECTION_ID } from '../hooks/use-share-action';
import { PLATFORM_NAMES, shareUrlOf, tweetIntentUrl } from '../vote-rules';
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
 * Share buttons (docs/product/votes.md): Twitter opens a tweet in a new tab, Instagram and
 * TikTok copy the link. Each records the share for 3 bonus votes today.
 */
export function ShareButtons({ pet, anchor = false, className }: ShareButtonsProps) {
  const share = useShare(pet?.id);
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
