import { useSearchParams } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * The pill buttons that pick a list's status, kept in the address (`?status=`; the first
 * option is the default and leaves the address bare).
 */
export function StatusFilter<T extends string>({
  options,
  value,
}: {
  options: { value: T; label: string }[];
  value: T;
}) {
  const [, setParams] = useSearchParams();
  const first = options[0]?.value;
  return (
    <div role="group" aria-label="Show" className="flex w-fit gap-1 rounded-full bg-plum-800/6 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() =>
            setParams(option.value === first ? {} : { status: option.value }, { replace: true })
          }
          className={cn(
            'h-11 rounded-full px-4 text-sm sm:h-9 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === option.value
              ? 'bg-card text-plum-900 shadow-soft'
              : 'text-plum-600 hover:text-plum-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
