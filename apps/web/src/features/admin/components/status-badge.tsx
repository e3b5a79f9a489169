import type { EntryStatus } from '@pawprize/shared/schemas/moderation';
import { Chip } from './chip';

const STATUS_LOOK: Record<EntryStatus, { label: string; className: string }> = {
  visible: { label: 'Visible', className: 'bg-teal-100 text-teal-700' },
  pending: { label: 'Pending review', className: 'bg-sunny-300 text-plum-900' },
  hidden: { label: 'Hidden', className: 'bg-plum-800 text-white' },
  removed: { label: 'Removed', className: 'bg-[#fdf0f1] text-[#8f1c29] ring-1 ring-[#8f1c29]/20' },
};

export function StatusBadge({ status }: { status: EntryStatus }) {
  const look = STATUS_LOOK[status];
  return <Chip className={look.className}>{look.label}</Chip>;
}
