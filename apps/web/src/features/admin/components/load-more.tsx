import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button type="button" variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <Spinner /> : null}
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
