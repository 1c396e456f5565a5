import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { fieldErrors } from '@/lib/form-errors';

/** What a field component (TextField, SelectField, ChoiceGroup…) takes to show and edit one value. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/**
 * The state of a form of text fields checked by `schema` on submit: the values, one
 * message per invalid field, and focus moved to the first of them after each refusal.
 * `onEdit` runs on every edit, for what the form itself shows about the last attempt.
 */
export function useSchemaForm<K extends string, Data>(
  schema: core.$ZodType<Data, unknown>,
  initialValues: Record<K, string>,
  { onEdit }: { onEdit?: () => void } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // Counts the refusals, so that focus moves again even when the errors are the same as last time.
  const [refusals, setRefusals] = useState(0);

  // After the render that puts the errors on screen, so a screen reader reads the label and the message together.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Shows these errors (from the schema, or a server's 400) and focuses the first invalid field. */
  const setFieldErrors = (next: Partial<Record<K, string>>) => {
    setErrors(next);
    setRefusals((count) => count + 1);
  };

  /** The parsed data, or null once the errors are shown. */
  const validate = (): Data | null => {
    const parsed = safeParse(schema, values);
    if (parsed.success) return parsed.data;
    setFieldErrors(fieldErrors<K>(parsed.error));
    return null;
  };

  // Editing a field takes back its error, and only its own: the others still stand.
  const bind = (field: K): FieldBinding => ({
    name: field,
    value: values[field],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      onEdit?.();
    },
    error: errors[field],
  });

  return { formRef, values, bind, validate, setFieldErrors };
}
