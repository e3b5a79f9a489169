import { Button } from '@/components/ui/button';
import { Kbd } from './kbd';

/** The review queue's keyboard shortcuts (./queue-panel.tsx). */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const rows: [string, string][] = [
    ['J / K', 'Next / previous item'],
    ['X', 'Select or unselect the item'],
    ['A', 'Approve'],
    ['H', 'Hide (asks for a reason)'],
    ['R', 'Remove (asks for a reason)'],
    ['B', 'Ban the owner (asks for a reason)'],
    ['Esc', 'Clear the selection'],
    ['?', 'Show or hide this list'],
  ];
  return (
    <div className="rounded-2xl border border-border/70 bg-card p-4 shadow-soft">
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold text-plum-800">Keyboard shortcuts</p>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Actions apply to the selected items, or to the highlighted one when none is selected.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([keys, what]) => (
          <div key={keys} className="flex items-center gap-3">
            <dt className="flex w-16 shrink-0 gap-1">
              {keys.split(' / ').map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </dt>
            <dd className="text-plum-700">{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
