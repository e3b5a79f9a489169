import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { useState } from 'react';
import { itemKey } from '../queue-rules';

/** The review queue's selected items (by `itemKey`), for bulk actions. */
export function useQueueSelection(items: QueueItem[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selectedItems = items.filter((item) => selected.has(itemKey(item)));

  /** Selects or unselects one item; `on` left out flips it. */
  function select(item: QueueItem, on?: boolean) {
    const key = itemKey(item);
    setSelected((current) => {
      const next = new Set(current);
      if (on ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  return {
    selectedItems,
    isSelected: (item: QueueItem) => selected.has(itemKey(item)),
    allSelected: items.length > 0 && selectedItems.length === items.length,
    select,
    selectAll: (on: boolean) => setSelected(on ? new Set(items.map(itemKey)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export type QueueSelection = ReturnType<typeof useQueueSelection>;
