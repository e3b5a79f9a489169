import type {
  Contest,
  ContestPlace,
  ContestResultsMethod,
} from '@pawprize/shared/schemas/contests';
import { Medal } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { figureText, placeName } from '../contest-rules';
import { useContestResults } from '../hooks/use-contests';

const TIE_WORDS = {
  more_votes: 'won on a tie: more votes',
  earlier_entry: 'won on a tie: entered first',
} as const;

function Places({
  places,
  prizes,
  method,
}: {
  places: ContestPlace[];
  prizes: string[];
  method: ContestResultsMethod;
}) {
  if (places.length === 0) return <p className="text-sm text-muted-foreground">No places.</p>;
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {places.map((place) => (
        <li
          key={place.place}
          className="flex items-center gap-3 rounded-2xl border border-border/70 bg-card p-3 shadow-soft"
        >
          <img
            src={place.imageUrl}
            alt=""
            loading="lazy"
            className="size-16 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="text-sm font-bold text-coral-700">{placeName(place.place - 1)}</p>
            <p className="truncate font-semibold text-plum-900">{place.petName}</p>
            <p className="text-sm text-plum-700">
              {figureText(place, method)}
              {place.tieBreak ? ` · ${TIE_WORDS[place.tieBreak]}` : ''}
            </p>
            {prizes[place.place - 1] ? (
              <p className="text-sm text-muted-foreground">Prize: {prizes[place.place - 1]}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The recorded places of each category and of the whole contest, once the results are out. */
export function ContestResultsSection({ contest }: { contest: Contest }) {
  const query = useContestResults(contest.slug, contest.phase === 'results');
  if (contest.phase !== 'results') return null;
  let body;
  if (query.isError) {
    body = (
      <LoadError
        title="We couldn't load the results."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <Skeleton className="h-40 rounded-3xl" />;
  } else {
    const results = query.data;
    body = (
      <div className="grid gap-8">
        {results.categories.map((category) => (
          <div key={category.categoryId}>
            <h3 className="mb-3 font-display text-xl font-extrabold">{category.name}</h3>
            <Places
              places={category.places}
              prizes={category.prizes}
              method={results.resultsMethod}
            />
          </div>
        ))}
        {results.categories.length > 1 ? (
          <div>
            <h3 className="mb-3 font-display text-xl font-extrabold">Overall</h3>
            <Places places={results.overall} prizes={[]} method={results.resultsMethod} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="contest-results-heading" className="mt-12">
      <h2
        id="contest-results-heading"
        className="mb-5 flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl"
      >
        <Medal aria-hidden="true" className="size-7 text-coral-600" />
        Results
      </h2>
      {body}
    </section>
  );
}
