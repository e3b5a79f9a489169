import type { FraudFinding, FraudKind } from '@pawprize/shared/schemas/admin';

/** How the console words fraud findings (docs/product/integrity.md). */

export const KIND_LABELS: Record<FraudKind, string> = {
  burst: 'Vote burst',
  cluster: 'Account cluster',
  battle_outlier: 'Battle outlier',
};

export const KIND_LOOK: Record<FraudKind, string> = {
  burst: 'bg-[#fdf0f1] text-[#8f1c29]',
  cluster: 'bg-sunny-300 text-plum-900',
  battle_outlier: 'bg-plum-800 text-white',
};

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The finding's subject: the pet pushed, or the voter of a battle outlier. */
export function findingSubject(f: FraudFinding): string {
  if (f.kind === 'battle_outlier') return str(f.evidence.voter) ?? 'A battle voter';
  return f.petName ?? str(f.evidence.petName) ?? 'A deleted pet';
}

/** One line saying what was found. */
export function findingSummary(f: FraudFinding): string {
  const e = f.evidence;
  if (f.kind === 'burst') {
    const from =
      e.source === 'network' ? `from network ${str(e.network) ?? '?'}` : 'from brand-new accounts';
    return `${f.voteCount} votes in an hour ${from} — ${num(e.timesUsual) ?? '?'}× the pet's usual rate`;
  }
  if (f.kind === 'cluster') {
    return `${num(e.accounts) ?? '?'} accounts signed up together and voted for the same ${
      Array.isArray(e.pets) && e.pets.length === 1 ? 'pet' : 'few pets'
    }`;
  }
  return `Agreed with the rankings ${num(e.agreedWithConsensus) ?? '?'} times in ${
    num(e.votes) ?? '?'
  } battles (about ${num(e.expectedAgreement) ?? '?'} expected)`;
}

/** The evidence as label–value pairs, in a fixed order per kind. */
export function evidenceRows(f: FraudFinding): [string, string][] {
  const e = f.evidence;
  const rows: [string, unknown][] =
    f.kind === 'burst'
      ? [
          ['Source', e.source === 'network' ? 'Visitors on one network' : 'Brand-new accounts'],
          ['Network', e.network ?? '—'],
          ['Votes', e.votes],
          ['Distinct voters', e.voters],
          ['Window', `${String(e.windowMinutes)} minutes`],
          ['Usual votes per window', e.usualPerWindow],
          ['Times the usual rate', e.timesUsual],
          ['Votes in the week before', e.baselineVotes],
          ['Chance by itself', `1 in 10^${Math.floor(f.score)}`],
        ]
      : f.kind === 'cluster'
        ? [
            ['Accounts', e.accounts],
            [
              'Pets voted for',
              Array.isArray(e.pets)
                ? e.pets.map((p: { name?: string }) => p.name ?? '?').join(', ')
                : '—',
            ],
            ['Votes for them', e.votes],
            ['First sign-up', formatTime(str(e.signUpFirst))],
            ['Last sign-up', formatTime(str(e.signUpLast))],
          ]
        : [
            ['Voter', e.voter],
            ['Battle votes', e.votes],
            ['Agreed with the rankings', e.agreedWithConsensus],
            ['Expected agreement', e.expectedAgreement],
            ['z-score', e.z],
            ['p-value', `10^${String(e.pValueLog10)}`],
            ['Flagged below', `10^${String(e.thresholdLog10)}`],
          ];
  return rows.map(([label, value]) => [
    label,
    value === undefined || value === null ? '—' : String(value),
  ]);
}

export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
