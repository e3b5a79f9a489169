import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { Select } from './select';

/** A labelled text, number or date input with its error beside it. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  className,
  ...rest
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'number' | 'datetime-local';
  className?: string;
  maxLength?: number;
  min?: number;
  max?: number;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(tie) => (
        <Input
          {...tie}
          {...rest}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled textarea with its error beside it. */
export function TextArea({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 4,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  rows?: number;
  className?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(tie) => (
        <Textarea {...tie} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A labelled select with its error beside it. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(tie) => (
        <Select {...tie} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </Select>
      )}
    </Field>
  );
}

/** A checkbox inside its label, the label 44 px tall (the tap target). */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
  className,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-plum-800',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 accent-coral-600"
      />
      <span>{label}</span>
    </label>
  );
}
