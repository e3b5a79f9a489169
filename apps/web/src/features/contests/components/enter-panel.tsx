import type { Contest, ContestEntryRecord } from '@pawprize/shared/schemas/contests';
import type { Pet } from '@pawprize/shared/schemas/pets';
import { href } from '@pawprize/shared/routes';
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { loginPathFor } from '@/features/auth';
import { errorMessage } from '@/lib/error-message';
import { enterBlockedReason } from '../contest-rules';
import { useEnterContest as useEnterMutation } from '../hooks/use-enter-contest';
import { useMyContestEntries } from '../hooks/use-contests';
import { useNow } from '../hooks/use-now';
import { MyEntries } from './my-entries';
import { Select } from './select';

export interface EnterPanelProps {
  contest: Contest;
  viewer: { id: string; emailVerified: boolean } | null;
  /** The member's pets (undefined while they load); only visible ones can enter. */
  pets: Pet[] | undefined;
}

/**
 * Enter one of your pets in a category: disabled, with the reason, when entries are not open or
 * the member cannot enter; the server's refusal ("Dogs only", a limit) is shown in the form.
 */
export function EnterPanel({ contest, viewer, pets }: EnterPanelProps) {
  const now = useNow();
  const location = useLocation();
  const mine = useMyContestEntries(contest.slug, viewer?.id ?? null);
  const visible = (pets ?? []).filter((pet) => !pet.moderation);
  const entries: ContestEntryRecord[] = mine.data?.entries ?? [];
  const counts =
    viewer && pets && mine.data ? { pets: visible.length, myEntries: entries.length } : null;
  const blocked = enterBlockedReason(contest, viewer, counts, now);

  return (
    <section
      aria-labelledby="enter-heading"
      className="rounded-3xl border-2 border-coral-200 bg-gradient-to-br from-coral-50 to-card p-5 shadow-soft sm:p-6"
    >
      <h2
        id="enter-heading"
        className="flex items-center gap-2 text-xl font-extrabold tracking-tight"
      >
        <Ticket aria-hidden="true" className="size-5 text-coral-600" />
        Enter your pet
      </h2>
      {blocked ? (
        <p id="enter-blocked" className="mt-2 text-sm font-medium text-plum-700">
          {blocked}
        </p>
      ) : null}
      {!viewer && contest.entriesOpen ? (
        <Button asChild className="mt-4">
          <Link to={loginPathFor(location.pathname)}>Log in to enter</Link>
        </Button>
      ) : null}
      {viewer ? (
        <EnterForm
          contest={contest}
          pets={visible}
          disabled={blocked !== null || !counts}
          describedBy={blocked ? 'enter-blocked' : undefined}
        />
      ) : null}
      {viewer && counts && counts.pets === 0 && contest.entriesOpen ? (
        <Button asChild variant="outline" className="mt-4">
          <Link to={href('upload')}>Upload a pet</Link>
        </Button>
      ) : null}
      {viewer && entries.length > 0 ? (
        <MyEntries contest={contest} entries={entries} pets={pets ?? []} />
      ) : null}
    </section>
  );
}

function EnterForm({
  contest,
  pets,
  disabled,
  describedBy,
}: {
  contest: Contest;
  pets: Pet[];
  disabled: boolean;
  describedBy: string | undefined;
}) {
  const [petId, setPetId] = useState('');
  const [categoryId, setCategoryId] = useState(
    contest.categories.length === 1 ? contest.categories[0]!.id : '',
  );
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterMutation(contest.slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pet = petId || pets[0]?.id;
    if (!pet || !categoryId) {
      setError(!pet ? 'Choose one of your pets.' : 'Choose a category.');
      return;
    }
    setError(null);
    enter.mutate({ petId: pet, categoryId }, { onError: (e) => setError(errorMessage(e)) });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-describedby={describedBy}>
      <fieldset disabled={disabled || enter.isPending} className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="enter-pet">Your pet</Label>
          <Select
            id="enter-pet"
            value={petId || pets[0]?.id || ''}
            onChange={(e) => setPetId(e.target.value)}
          >
            {pets.length === 0 ? <option value="">No pets yet</option> : null}
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.petName}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="enter-category">Category</Label>
          <Select
            id="enter-category"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            {contest.categories.length > 1 ? <option value="">Choose a category</option> : null}
            {contest.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={disabled || enter.isPending}>
          {enter.isPending ? <Spinner /> : null}
          Enter
        </Button>
      </div>
    </form>
  );
}
