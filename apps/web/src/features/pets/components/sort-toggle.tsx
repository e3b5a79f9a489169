import { Clock, Flame } from 'lucide-react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import type { PetSort } from '../types';

/** The Recent / Popular switch above a pet list (one always selected). */
export function SortToggle({
  value,
  onChange,
  label,
  className,
}: {
  value: PetSort;
  onChange: (sort: PetSort) => void;
  /** Accessible name, e.g. "Sort top voted pets". */
  label: string;
  className?: string;
}) {
  return (
    <ToggleGroup
      type="single"
      value={value}
      // Radix reports '' when the pressed item is pressed again: keep the current choice.
      onValueChange={(next) => next && onChange(next as PetSort)}
      aria-label={label}
      className={className}
    >
      <ToggleGroupItem value="recent">
        <Clock aria-hidden="true" />
        Recent
      </ToggleGroupItem>
      <ToggleGroupItem value="popular">
        <Flame aria-hidden="true" />
        Popular
      </ToggleGroupItem>
    </ToggleGroup>
  );
}
