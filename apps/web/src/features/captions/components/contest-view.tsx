import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useCaptionVote } from '../hooks/use-caption-vote';
import type { CaptionContest, Viewer } from '../types';
import { AddCaptionForm } from './add-caption-form';
import { CaptionItem, type CaptionVoteState } from './caption-item';
import { ContestHeader } from './contest-header';
import { ContestPhoto } from './contest-photo';
import { ContestRules } from './contest-rules';
import { WinnerMeter } from './winner-meter';

interface ContestViewProps {
  contest: CaptionContest;
  viewer: Viewer | null;
}

/** `captions` in the order of `ids`; captions that came since (a new fan caption) go last. */
function steadyOrder<T extends { id: string }>(captions: T[], ids: string[]): T[] {
  const at = new Map(ids.map((id, index) => [id, index]));
  return [...captions].sort(
    (a, b) => (at.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (at.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The contest page (docs/product/captions.md): the photo, name and breed, the captions with their
 * votes (one vote per account; the winner gets a trophy), Share, the viewer's own caption, and
 * Delete for the owner or an admin.
 */
export function ContestView({ contest, viewer }: ContestViewProps) {
  const viewerId = viewer?.id ?? null;
  const vote = useCaptionVote(contest.shareId, viewerId);
  const navigate = useNavigate();
  const here = href('captionContest', { shareId: contest.shareId });
  const loginHref = `${href('login')}?redirect=${encodeURIComponent(here)}`;

  // A double click's second click arrives before the re-render that disables the buttons: the
  // ref drops it (docs/decisions/0045-busy-actions-and-steady-lists.md).
  const inFlight = useRef(false);
  // The order the viewer saw when they voted: kept while the pointer stays on the list, so the
  // caption they clicked does not jump away under it when the new counts re-sort the list.
  const [frozenOrder, setFrozenOrder] = useState<string[] | null>(null);

  const voteState: CaptionVoteState = {
    votedId: contest.myVoteCaptionId,
    pendingId: vote.isPending ? (vote.variables ?? null) : null,
    onVote: (captionId) => {
      if (!viewer) {
        toast.error(messages.captionContest.loginRequired, {
          action: { label: 'Log in', onClick: () => void navigate(loginHref) },
        });
        return;
      }
      if (inFlight.current || vote.isPending || contest.myVoteCaptionId) return;
      inFlight.current = true;
      setFrozenOrder(contest.captions.map((caption) => caption.id));
      vote.mutate(captionId, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
  };
  const captions = frozenOrder ? steadyOrder(contest.captions, frozenOrder) : contest.captions;
  const hasWinner = contest.winnerCaptionId !== null;

  return (
    <article className="grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-12">
      <ContestHeader contest={contest} viewer={viewer} />

      <div className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <ContestPhoto contest={contest} />
        <ContestRules className="mt-6 hidden lg:block" />
      </div>

      <section aria-labelledby="captions-title" className="grid gap-4 lg:col-start-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="captions-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
            Vote for the funniest caption
          </h2>
          <p className="shrink-0 text-sm font-semibold text-muted-foreground tabular-nums">
            {contest.totalVotes} {contest.totalVotes === 1 ? 'vote' : 'votes'}
          </p>
        </div>
        <WinnerMeter totalVotes={contest.totalVotes} hasWinner={hasWinner} />
        <ol
          className="grid gap-3"
          aria-label="Captions"
          data-steady={frozenOrder ? 'true' : undefined}
          onPointerLeave={(event) => {
            // A mouse that leaves the list lets it take its ranked order again; on touch screens
            // it stays as it was until the next visit (the finger "leaves" on every tap).
            if (event.pointerType === 'mouse' && !inFlight.current) setFrozenOrder(null);
          }}
        >
          {captions.map((caption, index) => (
            <CaptionItem
              key={caption.id}
              caption={caption}
              rank={index + 1}
              isWinner={caption.id === contest.winnerCaptionId}
              totalVotes={contest.totalVotes}
              vote={voteState}
            />
          ))}
        </ol>
        <AddCaptionForm
          shareId={contest.shareId}
          viewerId={viewerId}
          alreadyAdded={contest.captions.some((caption) => caption.isMine)}
          loginHref={loginHref}
        />
      </section>
    </article>
  );
}
