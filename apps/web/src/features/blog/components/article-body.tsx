import type { BlogBlock } from '@pawprize/shared/blog/articles';
import { cn } from '@/lib/utils';

/** An article's blocks as headings, paragraphs and bullet lists, at a readable measure. */
export function ArticleBody({
  body,
  className,
}: {
  body: readonly BlogBlock[];
  className?: string;
}) {
  return (
    <div
      className={cn(
        'max-w-prose text-[1.0625rem] leading-[1.8] text-plum-700 sm:text-lg',
        className,
      )}
    >
      {body.map((block, index) => {
        if (block.type === 'h2') {
          return (
            <h2
              key={index}
              className="mt-12 mb-4 text-2xl leading-tight font-extrabold text-plum-800 first:mt-0 sm:text-[1.75rem]"
            >
              {block.text}
            </h2>
          );
        }
        if (block.type === 'ul') {
          return (
            <ul key={index} className="my-6 list-disc space-y-2.5 pl-6 marker:text-coral-500">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="mt-5 first:mt-0">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
