import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { QueueItem, QueuePhoto } from '@pawprize/shared/schemas/admin';
import {
  Ban,
  Check,
  Copy,
  ExternalLink,
  EyeOff,
  Flag,
  ImageOff,
  ScanSearch,
  Trash2,
  UserRound,
} from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  animalScores,
  percent,
  QUEUE_ACTIONS,
  REASON_LABELS,
  SUBJECT_LABELS,
  type QueueActionName,
} from '../queue-rules';
import { Chip, Kbd, StatusBadge, TimeAgo } from './bits';

const ACTION_ICONS = { approve: Check, hide: EyeOff, remove: Trash2, ban_owner: Ban } as const;

export function AdminPhoto({
  photo,
  alt,
  className,
  sizes = '(min-width: 768px) 260px, 100vw',
}: {
  photo: QueuePhoto | null;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  if (!photo?.imageUrl) {
    return (
      <div
        className={cn(
          'flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-2xl bg-plum-800/6 text-xs font-semibold text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        Files removed
      </div>
    );
  }
  return (
    <img
      src={photo.imageUrl}
      srcSet={photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      className={cn('aspect-[4/3] w-full rounded-2xl bg-plum-800/6 object-contain', className)}
    />
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
          className="truncate font-semibold text-coral-700 underline-offset-2 hover:underline"
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

function Screening({ screening }: { screening: NonNullable<QueueItem['screening']> }) {
  const nsfw = Object.entries((screening.nsfw as Record<string, number> | null) ?? {})
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3);
  const animals = animalScores(screening.animals).slice(0, 3);
  return (
    <div className="grid gap-2 rounded-2xl bg-plum-50 p-3 text-xs">
      <p className="flex items-center gap-1.5 font-bold text-plum-800">
        <ScanSearch aria-hidden="true" className="size-4 text-plum-500" />
        Screening
        {screening.species ? (
          <span className="font-semibold text-muted-foreground">· saw a {screening.species}</span>
        ) : null}
      </p>
      {typeof screening.unsafe === 'number' ? (
        <ScoreBar
          label="Explicit (total)"
          score={screening.unsafe}
          alarming={screening.unsafe >= 0.5}
        />
      ) : null}
      {nsfw.length > 0 ? (
        <p className="text-muted-foreground">
          {nsfw.map(([label, score]) => `${label} ${percent(score)}`).join(' · ')}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        Animals:{' '}
        {animals.length > 0
          ? animals.map((a) => `${a.label} ${percent(a.score)}`).join(' · ')
          : 'none found'}
      </p>
    </div>
  );
}

function ScoreBar({ label, score, alarming }: { label: string; score: number; alarming: boolean }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr_2.75rem] items-center gap-2">
      <span className="text-plum-700">{label}</span>
      <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-plum-800/8">
        <span
          className={cn('block h-full rounded-full', alarming ? 'bg-destructive' : 'bg-teal-500')}
          style={{ width: `${Math.min(100, Math.round(score * 100))}%` }}
        />
      </span>
      <span className="text-right font-bold text-plum-800 tabular-nums">{percent(score)}</span>
    </div>
  );
}

interface QueueCardProps {
  item: QueueItem;
  selected: boolean;
  active: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: QueueActionName) => void;
  onFocus: () => void;
}

/** One waiting item with everything needed to decide, and the decisions. */
export const QueueCard = forwardRef<HTMLElement, QueueCardProps>(function QueueCard(
  { item, selected, active, busy, onSelect, onAction, onFocus },
  ref,
) {
  const titleId = `queue-${item.subjectType}-${item.subjectId}`;
  const isCaption = item.subjectType === 'caption';
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      onFocus={onFocus}
      data-active={active || undefined}
      className={cn(
        'relative grid gap-4 rounded-3xl border bg-card p-4 shadow-soft transition-shadow focus:outline-none sm:p-5 md:grid-cols-[15rem_1fr] lg:grid-cols-[17rem_1fr]',
        active ? 'border-coral-400 ring-2 ring-coral-300' : 'border-border/70',
        selected && 'bg-coral-50/60',
      )}
    >
      <div className="grid content-start gap-3">
        {isCaption ? (
          <figure className="grid gap-2">
            <blockquote className="rounded-2xl bg-sunny-300/30 p-4 font-display text-lg leading-snug font-bold break-words text-plum-800">
              “{item.title}”
            </blockquote>
            {item.context ? (
              <figcaption className="flex items-center gap-2 text-xs text-muted-foreground">
                <AdminPhoto
                  photo={item.context.photo}
                  alt=""
                  sizes="64px"
                  className="aspect-square w-12 rounded-lg object-cover"
                />
                On the contest “{item.context.title}”
              </figcaption>
            ) : null}
          </figure>
        ) : item.duplicateOf ? (
          <div className="grid grid-cols-2 gap-2">
            <figure className="grid gap-1">
              <AdminPhoto photo={item.photo} alt={`This upload: ${item.title}`} sizes="140px" />
              <figcaption className="text-center text-xs font-semibold text-plum-700">
                This upload
              </figcaption>
            </figure>
            <figure className="grid gap-1">
              <AdminPhoto
                photo={item.duplicateOf.photo}
                alt={`The original: ${item.duplicateOf.title}`}
                sizes="140px"
                className="ring-2 ring-sunny-300"
              />
              <figcaption className="text-center text-xs font-semibold text-plum-700">
                Original
              </figcaption>
            </figure>
          </div>
        ) : (
          <AdminPhoto photo={item.photo} alt={`Photo of ${item.title}`} />
        )}
        {item.duplicateOf ? (
          <p className="flex flex-wrap items-center gap-1.5 rounded-2xl bg-sunny-300/30 px-3 py-2 text-xs text-plum-800">
            <Copy aria-hidden="true" className="size-3.5" />
            Near-copy of{' '}
            {item.duplicateOf.link ? (
              <a
                href={item.duplicateOf.link}
                target="_blank"
                rel="noreferrer"
                className="font-bold underline underline-offset-2"
              >
                {item.duplicateOf.title}
              </a>
            ) : (
              <span className="font-bold">{item.duplicateOf.title}</span>
            )}
            {item.duplicateOf.owner.username ? ` by @${item.duplicateOf.owner.username}` : null}
            <span className="text-muted-foreground">
              ({item.duplicateOf.distance}/128 bits apart, {item.duplicateOf.status})
            </span>
          </p>
        ) : null}
      </div>

      <div className="grid min-w-0 content-start gap-3">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${item.title}`}
            className="mt-1.5 size-5 shrink-0 cursor-pointer rounded accent-coral-600"
          />
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
                    className="inline-flex items-center gap-1 font-semibold text-coral-700 hover:underline"
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

        {item.reports.length > 0 ? (
          <section aria-label="Reports" className="grid gap-2">
            <p className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-plum-600 uppercase">
              <Flag aria-hidden="true" className="size-3.5" />
              {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
            </p>
            <ul className="grid gap-1.5">
              {item.reports.map((report) => (
                <li
                  key={report.id}
                  className="rounded-2xl border border-border/70 px-3 py-2 text-sm"
                >
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <span className="font-bold text-plum-800">
                      {messages.moderation.reasons[report.reason]}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      by {report.reporter} · <TimeAgo at={report.createdAt} />
                    </span>
                  </p>
                  {report.note ? (
                    <p className="mt-0.5 break-words whitespace-pre-line text-plum-700">
                      {report.note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {item.screening ? <Screening screening={item.screening} /> : null}

        <div className="flex flex-wrap gap-2 pt-1">
          {QUEUE_ACTIONS.map(({ action, label, key, destructive }) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                type="button"
                size="sm"
                variant={action === 'approve' ? 'accent' : destructive ? 'outline' : 'outline'}
                disabled={busy || (action === 'ban_owner' && (!item.owner.id || item.owner.banned))}
                onClick={() => onAction(action)}
                aria-keyshortcuts={key.toUpperCase()}
                className={cn(
                  destructive &&
                    'border-destructive/30 text-[#8f1c29] hover:border-destructive/60 hover:bg-[#fdf0f1]',
                )}
              >
                <Icon aria-hidden="true" />
                {label}
                <span aria-hidden="true" className="hidden lg:inline-flex">
                  <Kbd>{key.toUpperCase()}</Kbd>
                </span>
              </Button>
            );
          })}
        </div>
      </div>
    </article>
  );
});
