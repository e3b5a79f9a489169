import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { hasErrors, type FormErrors } from './form-errors';

/**
 * Controlled text fields with inline errors: `validate` runs on submit (`check()`), and again
 * on every change of a field that currently shows an error, so a fixed field clears at once.
 * Shown errors move the focus to the first invalid control.
 */
export function useFormFields<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => FormErrors,
  /** The form's id prefix: `field('fullName')` gets the id `<prefix>-full-name`. */
  idPrefix = 'field',
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (name: keyof T & string, value: string) => {
    // From the latest values, not this render's: two fields typed into before a re-render (a
    // password manager, a fast script) must not undo each other.
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) {
      setErrors((current) => ({
        ...current,
        [name]: validate({ ...values, [name]: value })[name],
      }));
    }
  };

  const showErrors = useCallback((next: FormErrors) => {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  /** Validates everything; shows the errors and returns false when there are any. */
  const check = (): boolean => {
    const found = validate(values);
    if (hasErrors(found)) {
      showErrors(found);
      return false;
    }
    setErrors({});
    return true;
  };

  /** Back to the given values, with no errors shown. */
  const reset = (next: T) => {
    setValues(next);
    setErrors({});
  };

  /** `value` and `onChange` for an input bound to one field. */
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value),
  });

  /** Everything a `FormField` needs for one field: id, name, value, onChange and its error. */
  const field = (name: keyof T & string) => ({
    ...bind(name),
    id: `${idPrefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    error: errors[name],
  });

  return { values, errors, formRef, setField, bind, field, check, showErrors, reset };
}
