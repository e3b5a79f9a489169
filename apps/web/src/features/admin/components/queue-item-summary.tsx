import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { href } from '@pawprize/shared/routes';
import { ExternalLink, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { REASON_LABELS, SUBJECT_LABELS } from '../queue-rules';
import { Chip } from './chip';
import { StatusBadge } from './status-badge';
import { TimeAgo } from './time-ago';

/** A queue item's heading: its selection box, kind, status and reasons, title, owner and age. */
export function QueueItemSummary({
  item,
  titleId,
  selected,
  onSelect,
}: {
  item: QueueItem;
  titleId: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const isCaption = item.subjectType === 'caption';
  return (
    <div className="flex items-start gap-3">
      {/* A 44 px touch target around the 20 px box, taking the box's place in the row. */}
      <label className="-mx-3 -mt-1.5 -mb-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${item.title}`}
          className="size-5 cursor-pointer rounded accent-coral-600"
        />
      </label>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Chip>{SUBJECT_LABELS[item.subjectType]}</Chip>
          <StatusBadge status={item.status} />
          {item.reasons.map((reason) => (
            <Chip
              key={reason}
              className={
                reason === 'nsfw' || reason === 'reported'
                  ? 'bg-coral-100 text-coral-800'
                  : 'bg-sunny-300/50 text-plum-900'
              }
            >
              {REASON_LABELS[reason]}
            </Chip>
          ))}
        </div>
        <h3
          id={titleId}
          className="truncate text-lg leading-snug font-extrabold text-plum-800 sm:text-xl"
        >
          {isCaption
            ? `Caption by ${item.owner.username ? `@${item.owner.username}` : 'a member'}`
            : item.title}
        </h3>
        <OwnerLine owner={item.owner} />
        <p className="text-xs text-muted-foreground">
          Queued <TimeAgo at={item.queuedAt} />
          {item.link ? (
            <>
              {' · '}
              <a
                href={item.link}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-coral-700 hover:underline sm:min-h-0"
              >
                Open page
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only">(new tab)</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

function OwnerLine({ owner }: { owner: QueueItem['owner'] }) {
  const name = owner.username ? `@${owner.username}` : (owner.email ?? 'Unknown account');
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-plum-700">
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-plum-400" />
      {owner.id ? (
        <Link
          to={href('adminUser', { id: owner.id })}
          className="truncate py-3 font-semibold text-coral-700 underline-offset-2 hover:underline sm:py-0"
        >
          {name}
        </Link>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      {owner.email && owner.username ? (
        <span className="truncate text-muted-foreground">{owner.email}</span>
      ) : null}
      {owner.banned ? <Chip className="bg-destructive text-white">Banned</Chip> : null}
    </p>
  );
}
