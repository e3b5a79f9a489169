import type { Contest } from '@pawprize/shared/schemas/contests';
import { Gift, PawPrint } from 'lucide-react';
import {
  describeInstant,
  eligibilityText,
  paragraphs,
  placeName,
  RESULTS_METHOD_WORDS,
  TIE_BREAK_WORDS,
} from '../contest-rules';

function Text({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed whitespace-pre-line text-plum-800">
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-6"
    >
      <h2 id={id} className="text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The contest's dates, each in the visitor's time with the host's zone named. */
export function ContestDates({ contest }: { contest: Contest }) {
  const rows: [string, string | null][] = [
    ['Entries open', contest.entriesOpenAt],
    ['Entries close', contest.entriesCloseAt],
    ['Voting opens', contest.votingOpenAt],
    ['Voting closes', contest.votingCloseAt],
    ['Results', contest.resultsAt],
  ];
  return (
    <Block id="contest-dates" title="Dates">
      <dl className="grid gap-3 text-sm">
        {rows.map(([label, iso]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
            <dt className="font-semibold text-plum-900">{label}</dt>
            <dd className="text-plum-700">
              {iso ? describeInstant(iso, contest.timeZone) : 'Announced by the host'}
            </dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

/** Categories with who may enter and the prizes, first place first. */
export function ContestCategories({ contest }: { contest: Contest }) {
  return (
    <Block id="contest-categories" title="Categories">
      <ul className="grid gap-4">
        {contest.categories.map((category) => (
          <li key={category.id} className="rounded-2xl bg-coral-50/70 p-4">
            <h3 className="font-display text-lg font-extrabold text-plum-900">{category.name}</h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-teal-700">
              <PawPrint aria-hidden="true" className="size-4" />
              {eligibilityText(category.species)}
            </p>
            {category.description ? (
              <p className="mt-2 text-sm whitespace-pre-line text-plum-700">
                {category.description}
              </p>
            ) : null}
            {category.prizes.length > 0 ? (
              <ol className="mt-3 grid gap-1 text-sm text-plum-800">
                {category.prizes.map((prize, i) => (
                  <li key={i} className="flex items-start gap-1.5">
                    <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-600" />
                    <span>
                      <span className="font-semibold">{placeName(i)}:</span> {prize}
                    </span>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The description, the rules, and how the winners are chosen. */
export function ContestAbout({ contest }: { contest: Contest }) {
  return (
    <>
      {contest.description ? (
        <Block id="contest-about" title="About this contest">
          <Text text={contest.description} />
        </Block>
      ) : null}
      {contest.rules ? (
        <Block id="contest-rules" title="Rules">
          <Text text={contest.rules} />
        </Block>
      ) : null}
      <Block id="contest-results" title="How winners are chosen">
        <p className="text-plum-800">
          {RESULTS_METHOD_WORDS[contest.resultsMethod]} {TIE_BREAK_WORDS[contest.resultsMethod]}
        </p>
        {contest.hideCountsDuringVoting ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Vote counts stay hidden while voting is open.
          </p>
        ) : null}
        {contest.freezeHours > 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            The standings freeze {contest.freezeHours} hour{contest.freezeHours === 1 ? '' : 's'}{' '}
            before voting closes.
          </p>
        ) : null}
      </Block>
    </>
  );
}
