import type { FraudFindingDetail } from '@pawprize/shared/schemas/admin';
import { formatTime } from '../fraud-rules';
import { Chip } from './chip';
import { ColumnHeads } from './column-heads';
import { Panel } from './panel';

const STATE_LOOK = {
  counted: { label: 'Counted', className: 'bg-teal-100 text-teal-700' },
  voided: { label: 'Voided', className: 'bg-plum-800 text-white' },
  gone: { label: 'Gone', className: 'bg-plum-800/6 text-plum-700' },
} as const;

/** The votes a finding is about, and what became of each. */
export function FindingVotesTable({ finding: f }: { finding: FraudFindingDetail }) {
  return (
    <Panel className="overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-display text-lg font-extrabold text-plum-800">
          Votes involved
          {f.votes.length < f.voteCount ? ` (first ${f.votes.length} of ${f.voteCount})` : ''}
        </caption>
        <ColumnHeads columns={['When', 'Voter', 'Vote', 'Network', 'Now']} />
        <tbody className="divide-y divide-border/70">
          {f.votes.map((v) => (
            <tr key={v.id} className="grid grid-cols-2 gap-1 px-4 py-3 md:table-row md:p-0">
              <td className="col-span-2 text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm md:whitespace-nowrap">
                {formatTime(v.castAt)}
              </td>
              <td className="font-semibold break-all text-plum-800 md:px-4 md:py-3">{v.voter}</td>
              <td className="text-plum-700 md:px-4 md:py-3">
                {v.kind === 'battle' ? 'Battle: ' : v.kind === 'card' ? 'Card: ' : 'Swipe: '}
                {v.petName ?? '—'}
              </td>
              <td className="font-mono text-xs text-plum-700 md:px-4 md:py-3">
                {v.network ?? '—'}
              </td>
              <td className="md:px-4 md:py-3">
                <Chip className={STATE_LOOK[v.state].className}>{STATE_LOOK[v.state].label}</Chip>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
