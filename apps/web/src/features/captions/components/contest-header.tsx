import { titleCaseBreed } from '@pawprize/shared/text';
import { UPLOAD_DATE_FORMAT } from '@pawprize/shared';
import { format } from 'date-fns';
import { CalendarDays, Dog, MessageSquareQuote, UserRound } from 'lucide-react';
import { ModerationNotice, ReportButton } from '@/features/moderation';
import type { CaptionContest, Viewer } from '../types';
import { DeleteContestButton } from './delete-contest-button';
import { ShareMenu } from './share-menu';

/** The contest's name, breed, owner and date, Share, Delete or Report, and its moderation note. */
export function ContestHeader({
  contest,
  viewer,
}: {
  contest: CaptionContest;
  viewer: Viewer | null;
}) {
  const created = new Date(contest.createdAt);
  return (
    <header className="lg:col-start-2">
      <p className="inline-flex items-center gap-1.5 text-sm font-bold tracking-wider text-coral-700 uppercase">
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        Caption contest
      </p>
      <h1 className="mt-2 text-4xl leading-tight font-extrabold tracking-tight break-words sm:text-5xl">
        {contest.petName}
      </h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
        {contest.breed ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-3 py-1 font-semibold text-teal-700 ring-1 ring-teal-100">
            <Dog aria-hidden="true" className="size-4" />
            <span className="sr-only">Breed: </span>
            {/* Title-cased on save; rows from before the rule are cased here. */}
            {titleCaseBreed(contest.breed)}
          </li>
        ) : null}
        {contest.owner.username ? (
          <li className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4 text-plum-400" />
            by <span className="font-medium text-plum-700">@{contest.owner.username}</span>
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-plum-400" />
          <time dateTime={contest.createdAt}>{format(created, UPLOAD_DATE_FORMAT)}</time>
        </li>
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <ShareMenu contest={contest} />
        {contest.isOwner || viewer?.isAdmin ? <DeleteContestButton contest={contest} /> : null}
        {contest.isOwner ? null : (
          <ReportButton
            target={{ subjectType: 'contest', subjectId: contest.id, label: contest.petName }}
          />
        )}
      </div>
      {contest.moderation ? <ModerationNotice state={contest.moderation} className="mt-5" /> : null}
    </header>
  );
}
