import { messages, PRODUCT_SEARCH_MAX_LENGTH } from '@pawprize/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** How long typing has to pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ShopSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** A labelled, debounced search box; Enter searches at once. */
export function ShopSearch({ value, onSearch }: ShopSearchProps) {
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  // The URL changed from elsewhere (Clear filters, Back): show its search.
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== text.trim()) setText(value);
  }

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, value, onSearch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (wanted !== value) onSearch(wanted);
  }

  return (
    <form role="search" onSubmit={onSubmit} className="w-full md:max-w-sm">
      <Label htmlFor="shop-search" className="sr-only">
        Search products
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-plum-400"
        />
        <Input
          id="shop-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          placeholder="Search products"
          autoComplete="off"
          enterKeyHint="search"
          className="rounded-full pr-11 pl-11 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={messages.lists.clearSearch}
            className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-plum-500 transition-colors hover:bg-plum-800/5 hover:text-plum-900 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
