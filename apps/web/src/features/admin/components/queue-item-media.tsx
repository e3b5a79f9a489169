import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { Copy } from 'lucide-react';
import { copyLikeness } from '../queue-rules';
import { AdminPhoto } from './admin-photo';

/**
 * A queue item's picture side: a caption's text and its contest, a near-copy beside its
 * original, or the photo.
 */
export function QueueItemMedia({ item }: { item: QueueItem }) {
  const isCaption = item.subjectType === 'caption';
  return (
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
            ({copyLikeness(item.duplicateOf.distance, item.duplicateOf.status)})
          </span>
        </p>
      ) : null}
    </div>
  );
}
