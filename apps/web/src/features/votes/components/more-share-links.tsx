import { Link2, Mail, Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { hasShareSheet, useSystemShare } from '../hooks/use-system-share';
import { emailShareUrl, facebookShareUrl, shareUrlOf, whatsAppShareUrl } from '../vote-rules';
import { FacebookLogo, WhatsAppLogo } from './brand-icons';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-semibold text-plum-800 shadow-soft transition-colors hover:border-coral-300 hover:bg-coral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The other ways to pass a pet on (docs/product/votes.md, Sharing; ADR 0137): the phone's own
 * share sheet where there is one, and WhatsApp, Facebook, email and a copied link everywhere.
 * They earn no bonus votes — only the spec's three platforms above them do.
 */
export function MoreShareLinks({
  pet,
  className,
}: {
  pet: { id: string; petName: string };
  className?: string;
}) {
  const systemShare = useSystemShare(pet);
  const url = shareUrlOf(pet.id);
  const text = `Vote for ${pet.petName} in the PawPrize pet photo contest! 🐾`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.');
    } catch {
      toast.error("Couldn't copy the link. Copy it from here:", { description: url });
    }
  }

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {hasShareSheet() ? (
        <button type="button" className={linkClass} onClick={() => void systemShare()}>
          <Share2 aria-hidden="true" className="size-4" />
          Share…
        </button>
      ) : null}
      <a
        className={linkClass}
        href={whatsAppShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on WhatsApp"
      >
        <WhatsAppLogo className="size-4 text-[#128c4b]" />
        WhatsApp
      </a>
      <a
        className={linkClass}
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on Facebook"
      >
        <FacebookLogo className="size-4 text-[#1464d8]" />
        Facebook
      </a>
      <a className={linkClass} href={emailShareUrl(`Vote for ${pet.petName}`, text, url)}>
        <Mail aria-hidden="true" className="size-4" />
        Email
      </a>
      <button type="button" className={linkClass} onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        Copy link
      </button>
    </div>
  );
}
