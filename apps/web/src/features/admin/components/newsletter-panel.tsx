import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useExportNewsletter } from '../hooks/use-admin-mutations';
import { useNewsletter } from '../hooks/use-admin-queries';
import { NewsletterFigures } from './newsletter-figures';
import { SectionHeader } from './section-header';
import { SubscriberList } from './subscriber-list';

/** Subscriber count, CSV export, and removing an address. */
export function NewsletterPanel() {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useNewsletter(q);
  const exportCsv = useExportNewsletter();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Newsletter"
        note="People who asked for the monthly newsletter and confirmed it from their inbox"
      >
        <Button
          type="button"
          variant="accent"
          aria-busy={exportCsv.isPending}
          onClick={() => {
            if (!exportCsv.isPending) exportCsv.mutate();
          }}
        >
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </SectionHeader>
      <NewsletterFigures summary={query.data} />
      <div role="search" className="grid max-w-xl gap-2">
        <Label htmlFor={`${id}-q`}>Find an address</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-plum-400"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder="name@example.com"
            className="pl-10"
          />
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 rounded-3xl" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the subscribers."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <SubscriberList summary={query.data} q={q} />
      )}
    </section>
  );
}
