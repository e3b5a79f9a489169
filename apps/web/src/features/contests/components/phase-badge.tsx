import type { Contest } from '@pawprize/shared/schemas/contests';
import { Badge } from '@/components/ui/badge';
import { phaseLabel } from '../contest-rules';

const VARIANT = {
  entries_open: 'accent',
  voting_open: 'primary',
  voting_upcoming: 'sunny',
  upcoming: 'sunny',
} as const;

/** The contest's phase as a badge ("Entries open", "Voting open"…). */
export function PhaseBadge({ contest }: { contest: Pick<Contest, 'phase' | 'entriesOpen'> }) {
  const variant = VARIANT[contest.phase as keyof typeof VARIANT] ?? 'outline';
  return <Badge variant={variant}>{phaseLabel(contest)}</Badge>;
}
