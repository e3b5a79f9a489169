import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, so a screen reader tells one list's pages from another's. */
  label: string;
  size?: 'md' | 'sm';
  className?: string;
}

/**
 * Previous / Next with "Page n of m" (a navigation landmark named `label`), when there is more
 * than one page; nothing otherwise. Previous is disabled on the first page, Next on the last.
 */
export function Pager({ page, pageCount, onPage, label, size = 'md', className }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex items-center justify-center gap-3 text-sm font-semibold text-plum-700',
        className,
      )}
    >
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="tabular-nums">
        Page {page} of {pageCount}
      </span>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
