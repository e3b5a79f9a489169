import { messages } from '@pawprize/shared';
import { AtSign } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CharCounter } from './char-counter';
import { Field, type FieldControlProps } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Textarea } from './textarea';

/**
 * What the control is. `email`, `username`, `password` (the current one) and `new-password` bring
 * the attributes every such field of ours has (autofill, keyboard, no autocorrect; a new password
 * also the password rule as its hint); the form adds only what differs.
 */
export type FormFieldKind =
  'text' | 'email' | 'username' | 'password' | 'new-password' | 'textarea';

interface FrameProps {
  id: string;
  label: ReactNode;
  /** Adds a quiet "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Right side of the label row (e.g. a "Forgot password?" link). */
  aside?: ReactNode;
  /** Shows "length/maxLength" beside the label (needs `maxLength` and a string `value`). */
  counter?: boolean;
  /** The field's wrapper (the control takes `className`). */
  fieldClassName?: string;
}

type InputFieldProps = FrameProps &
  Omit<ComponentProps<'input'>, 'id' | keyof FieldControlProps> & {
    kind?: Exclude<FormFieldKind, 'textarea'>;
  };
type TextareaFieldProps = FrameProps &
  Omit<ComponentProps<'textarea'>, 'id' | keyof FieldControlProps> & { kind: 'textarea' };

export type FormFieldProps = InputFieldProps | TextareaFieldProps;

const EMAIL = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'you@example.com',
} as const;

const USERNAME = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

function control(props: FormFieldProps, tie: FieldControlProps) {
  if (props.kind === 'textarea') {
    const { kind: _kind, ...rest } = stripFrame(props);
    return <Textarea {...rest} {...tie} />;
  }
  const { kind = 'text', className, ...rest } = stripFrame(props);
  if (kind === 'password' || kind === 'new-password') {
    const autoComplete = kind === 'new-password' ? 'new-password' : 'current-password';
    return <PasswordInput autoComplete={autoComplete} {...rest} className={className} {...tie} />;
  }
  if (kind === 'email') return <Input {...EMAIL} {...rest} className={className} {...tie} />;
  if (kind === 'text') return <Input {...rest} className={className} {...tie} />;
  return (
    <div className="relative">
      <AtSign
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3.5 my-auto size-4 text-plum-400"
      />
      <Input {...USERNAME} {...rest} className={cn('pl-9', className)} {...tie} />
    </div>
  );
}

/** The control's own props: everything but the frame's. */
function stripFrame<P extends FormFieldProps>(props: P): Omit<P, keyof FrameProps> {
  const {
    id: _id,
    label: _label,
    optional: _optional,
    hint: _hint,
    error: _error,
    aside: _aside,
    counter: _counter,
    fieldClassName: _fieldClassName,
    ...rest
  } = props;
  return rest;
}

/**
 * Every text field of our forms: a visible label tied to the control, a hint or an inline error
 * linked by aria-describedby, aria-invalid while the error shows (the shared `Field`), and the
 * control for its `kind`. Login, sign-up, password reset, profile, contact, pet upload and caption
 * contest creation all use it, so they look and behave the same
 * (docs/decisions/0034-form-fields-and-touch-wording.md).
 */
export function FormField(props: FormFieldProps) {
  const { id, label, optional, error, aside, counter, fieldClassName } = props;
  const hint =
    props.kind === 'new-password' && !('hint' in props) ? messages.auth.passwordHint : props.hint;
  return (
    <Field
      id={id}
      label={
        optional ? (
          <>
            {label} <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        ) : (
          label
        )
      }
      hint={hint}
      error={error}
      className={fieldClassName}
      aside={
        counter ? (
          <CharCounter
            id={`${id}-count`}
            length={String(props.value ?? '').length}
            max={props.maxLength ?? 0}
          />
        ) : (
          aside
        )
      }
    >
      {(tie) => control(props, tie)}
    </Field>
  );
}
