import { Link2, Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { contestUrl, tweetUrl } from '../caption-rules';
import type { CaptionContest } from '../types';

const LINK_COPIED = 'Link copied to clipboard!';
const COPY_FAILED = "Couldn't copy the link. Copy it from here:";

/** The X (Twitter) mark; lucide no longer ships brand logos. */
function XLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z" />
    </svg>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED);
  } catch {
    // No clipboard (an insecure origin, or permission refused): show the link to copy by hand.
    toast.error(COPY_FAILED, { description: url });
  }
}

/**
 * The Share toggle (docs/product/captions.md): copy the contest's link, or open a tweet in a new
 * tab.
 */
export function ShareMenu({ contest }: { contest: CaptionContest }) {
  const url = contestUrl(contest.shareId);
  const text = `Help me pick the funniest caption for ${contest.petName} on PawPrize! 🐾`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>Invite friends to vote</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void copyLink(url)}>
          <Link2 />
          Copy link
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={tweetUrl(text, url)} target="_blank" rel="noopener noreferrer">
            <XLogo />
            Share on X (Twitter)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
