import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The committed search (e.g. from the URL). */
  value: string;
  /** Called ~300 ms after the typing stops, and at once on clear. */
  onSearch: (value: string) => void;
  /** Shows a spinner while results for the committed value load. */
  busy?: boolean;
  maxLength?: number;
  className?: string;
}

/** A labelled search field that commits its text after a short pause in typing. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
  busy = false,
  maxLength,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // Follow outside changes of the committed value (Clear search, back/forward).
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-plum-400"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        className="rounded-full pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
        {busy ? (
          <Spinner className="mr-2 size-4 text-plum-400" />
        ) : text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="flex size-8 items-center justify-center rounded-full text-plum-400 hover:bg-plum-800/5 hover:text-plum-700"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Clear the search field</span>
          </button>
        ) : null}
      </span>
    </div>
  );
}
