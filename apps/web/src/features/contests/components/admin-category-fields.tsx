import { CONTEST_SPECIES } from '@pawprize/shared/schemas/contests';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CategoryValues, FieldErrors } from '../contest-form-values';
import { SPECIES_LABELS } from '../contest-rules';
import { Checkbox, TextArea, TextInput } from './admin-fields';

/** One category of the admin form: name, description, species, prizes one per line. */
export function CategoryFields({
  index,
  category,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  category: CategoryValues;
  errors: FieldErrors;
  onChange: (next: CategoryValues) => void;
  onRemove: (() => void) | null;
}) {
  const id = `category-${index}`;
  const path = `categories.${index}`;
  const error = (field: string) => errors[`${path}.${field}`];
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border/70 bg-coral-50/40 p-4">
      <legend className="px-1 font-display font-extrabold text-plum-900">
        Category {index + 1}
      </legend>
      <TextInput
        id={`${id}-name`}
        label="Name"
        value={category.name}
        maxLength={60}
        onChange={(name) => onChange({ ...category, name })}
        error={error('name') ?? errors[path]}
      />
      <TextArea
        id={`${id}-description`}
        label="About this category"
        rows={2}
        value={category.description}
        onChange={(description) => onChange({ ...category, description })}
        error={error('description')}
      />
      <fieldset aria-describedby={`${id}-species-hint`}>
        <legend className="text-sm font-semibold text-plum-900">Species</legend>
        <p id={`${id}-species-hint`} className="text-sm text-muted-foreground">
          None ticked: any animal may enter.
        </p>
        <div className="flex flex-wrap gap-x-5">
          {CONTEST_SPECIES.map((species) => (
            <Checkbox
              key={species}
              id={`${id}-species-${species}`}
              label={SPECIES_LABELS[species]}
              checked={category.species.includes(species)}
              onChange={(on) =>
                onChange({
                  ...category,
                  species: on
                    ? CONTEST_SPECIES.filter((s) => s === species || category.species.includes(s))
                    : category.species.filter((s) => s !== species),
                })
              }
            />
          ))}
        </div>
        {error('species') ? (
          <p className="text-sm font-medium text-destructive">{error('species')}</p>
        ) : null}
      </fieldset>
      <TextArea
        id={`${id}-prizes`}
        label="Prizes"
        hint="One per line, first place first (up to 5)."
        rows={3}
        value={category.prizes}
        onChange={(prizes) => onChange({ ...category, prizes })}
        error={
          error('prizes') ??
          Object.entries(errors).find(([key]) => key.startsWith(`${path}.prizes.`))?.[1]
        }
      />
      {onRemove ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove category {index + 1}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
