import {
  CONTEST_MAX_CATEGORIES,
  CONTEST_TEXT_MAX_LENGTH,
  CONTEST_THEME_MAX_LENGTH,
  CONTEST_TITLE_MAX_LENGTH,
  messages,
} from '@pawprize/shared';
import { ContestInputSchema, type Contest } from '@pawprize/shared/schemas/contests';
import { Plus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  emptyValues,
  errorsByPath,
  inputOf,
  newCategory,
  valuesOf,
  type ContestFormValues,
  type FieldErrors,
} from '../contest-form-values';
import { visitorZone, zoneName } from '../contest-rules';
import { useSaveContest } from '../hooks/use-admin-contests';
import { CategoryFields } from './admin-category-fields';
import { CoverField } from './admin-cover-field';
import { Checkbox, SelectField, TextArea, TextInput } from './admin-fields';

const DATES = [
  ['entriesOpenAt', 'Entries open'],
  ['entriesCloseAt', 'Entries close'],
  ['votingOpenAt', 'Voting opens'],
  ['votingCloseAt', 'Voting closes'],
  ['resultsAt', 'Results (optional)'],
] as const;

function timeZones(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Client-side check with the API's own schema: the same messages, before a round trip. */
function validate(values: ContestFormValues): FieldErrors {
  const result = ContestInputSchema.safeParse(inputOf(values));
  if (result.success) return {};
  return errorsByPath(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

function serverErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return { _: errorMessage(error) };
  const fields = errorsByPath(
    Object.entries(error.fieldErrors).map(([path, list]) => ({
      path,
      message: list?.[0] ?? error.message,
    })),
  );
  return Object.keys(fields).length ? fields : { _: error.message };
}

type Setter = <K extends keyof ContestFormValues>(key: K) => (value: ContestFormValues[K]) => void;

interface PartProps {
  values: ContestFormValues;
  errors: FieldErrors;
  set: Setter;
}

/** Title, theme, description and rules. */
function TextFields({ values, errors, set }: PartProps) {
  return (
    <section className="grid gap-4 sm:grid-cols-2">
      <TextInput
        id="contest-title"
        label="Title"
        value={values.title}
        maxLength={CONTEST_TITLE_MAX_LENGTH}
        onChange={set('title')}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextInput
        id="contest-theme"
        label="Theme"
        value={values.theme}
        maxLength={CONTEST_THEME_MAX_LENGTH}
        onChange={set('theme')}
        error={errors.theme}
        className="sm:col-span-2"
      />
      <TextArea
        id="contest-description"
        label="Description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        hint={`Plain text, up to ${CONTEST_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`}
      />
      <TextArea
        id="contest-rules"
        label="Rules"
        value={values.rules}
        onChange={set('rules')}
        error={errors.rules}
        hint="Plain text; a blank line starts a paragraph."
      />
    </section>
  );
}

/** The time zone and the five dates, wall-clock times in that zone. */
function DateFields({ values, errors, set, zones }: PartProps & { zones: string[] }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-display text-lg font-extrabold text-plum-900">Dates</legend>
      <SelectField
        id="contest-time-zone"
        label="Time zone"
        value={values.timeZone}
        onChange={set('timeZone')}
        error={errors.timeZone}
        className="sm:col-span-2"
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      {DATES.map(([key, label]) => (
        <TextInput
          key={key}
          id={`contest-${key}`}
          type="datetime-local"
          label={`${label}, ${zoneName(values.timeZone)} time`}
          value={values[key]}
          onChange={set(key)}
          error={errors[key]}
        />
      ))}
    </fieldset>
  );
}

/** Results method, freeze, limits, hiding counts, approval. */
function SettingsFields({ values, errors, set }: PartProps) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-3">
      <legend className="mb-2 font-display text-lg font-extrabold text-plum-900">Settings</legend>
      <SelectField
        id="contest-results-method"
        label="Results"
        value={values.resultsMethod}
        onChange={(v) => set('resultsMethod')(v as ContestFormValues['resultsMethod'])}
        error={errors.resultsMethod}
      >
        <option value="most_votes">Most votes</option>
        <option value="battle_rank">Battle rank</option>
      </SelectField>
      <TextInput
        id="contest-freeze-hours"
        type="number"
        min={0}
        label="Freeze (hours before voting closes)"
        value={values.freezeHours}
        onChange={set('freezeHours')}
        error={errors.freezeHours}
      />
      <TextInput
        id="contest-max-per-member"
        type="number"
        min={1}
        label="Entries per member"
        value={values.maxEntriesPerMember}
        onChange={set('maxEntriesPerMember')}
        error={errors.maxEntriesPerMember}
      />
      <TextInput
        id="contest-max-per-category"
        type="number"
        min={1}
        label="Entries per member in a category"
        value={values.maxEntriesPerCategory}
        onChange={set('maxEntriesPerCategory')}
        error={errors.maxEntriesPerCategory}
      />
      <div className="grid content-start sm:col-span-2">
        <Checkbox
          id="contest-hide-counts"
          label="Hide vote counts while voting is open"
          checked={values.hideCountsDuringVoting}
          onChange={set('hideCountsDuringVoting')}
        />
        <Checkbox
          id="contest-same-pet"
          label="A pet may enter two categories"
          checked={values.allowSamePetInTwoCategories}
          onChange={set('allowSamePetInTwoCategories')}
        />
        <Checkbox
          id="contest-approval"
          label="Entries wait for approval"
          checked={values.requiresApproval}
          onChange={set('requiresApproval')}
        />
      </div>
    </fieldset>
  );
}

/**
 * The admin's contest form (create when `contest` is null, else edit): every field labelled,
 * dates as wall-clock times in the contest's zone, the server's field errors beside the fields.
 */
export function AdminContestForm({
  contest,
  onSaved,
}: {
  contest: Contest | null;
  onSaved: (contest: Contest) => void;
}) {
  const [values, setValues] = useState<ContestFormValues>(() =>
    contest ? valuesOf(contest) : emptyValues(visitorZone()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [coverBusy, setCoverBusy] = useState(false);
  const save = useSaveContest(contest?.id ?? null);
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);
  const set =
    <K extends keyof ContestFormValues>(key: K) =>
    (value: ContestFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(inputOf(values), {
      onSuccess: (saved) => {
        // Saved: the cover is the contest's now, kept by later saves that leave it out.
        setValues((v) => ({ ...v, cover: { url: saved.coverUrl } }));
        toast.success(contest ? messages.contests.updated : messages.contests.created);
        onSaved(saved);
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  const general = errors._ ?? errors.categories;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {Object.keys(errors).length ? (
        <p
          role="alert"
          className="rounded-2xl bg-destructive/10 p-3 text-sm font-semibold text-destructive"
        >
          {general ?? 'Please check the fields marked below.'}
        </p>
      ) : null}
      <TextFields values={values} errors={errors} set={set} />
      <CoverField
        cover={values.cover}
        onChange={set('cover')}
        onBusyChange={setCoverBusy}
        error={errors.coverPhotoKey}
      />
      <DateFields values={values} errors={errors} set={set} zones={zones} />
      <SettingsFields values={values} errors={errors} set={set} />

      <section aria-labelledby="contest-categories-heading" className="grid gap-4">
        <h3 id="contest-categories-heading" className="font-display text-lg font-extrabold">
          Categories
        </h3>
        {values.categories.map((category, index) => (
          <CategoryFields
            key={category.key}
            index={index}
            category={category}
            errors={errors}
            onChange={(next) =>
              set('categories')(values.categories.map((c, i) => (i === index ? next : c)))
            }
            onRemove={
              values.categories.length > 1
                ? () => set('categories')(values.categories.filter((_, i) => i !== index))
                : null
            }
          />
        ))}
        {values.categories.length < CONTEST_MAX_CATEGORIES ? (
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => set('categories')([...values.categories, newCategory()])}
            >
              <Plus aria-hidden="true" />
              Add a category
            </Button>
          </div>
        ) : null}
      </section>

      <div>
        <Button type="submit" size="lg" disabled={save.isPending || coverBusy}>
          {save.isPending ? <Spinner /> : null}
          {contest ? 'Save contest' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
}
