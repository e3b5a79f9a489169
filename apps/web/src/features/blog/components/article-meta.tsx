import type { BlogArticle } from '@pawprize/shared/blog/articles';
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Category chip and read time. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<BlogArticle, 'category' | 'readTime'>;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3 text-sm', className)}>
      <Badge variant="soft">{article.category}</Badge>
      <span className="inline-flex items-center gap-1.5 font-medium text-plum-500">
        <Clock aria-hidden="true" className="size-4" />
        {article.readTime}
      </span>
    </div>
  );
}
