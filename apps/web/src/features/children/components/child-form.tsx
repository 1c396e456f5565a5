import { useState, type FormEvent, type ReactNode } from 'react';
import { ageFromBirth, childBodySchema, formatAge, parisDay, type Child, type ChildBody } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { genderOptions, monthOptions, yearOptions } from '../utils/child-options';

export type ChildField = 'name' | 'birth_month' | 'birth_year' | 'gender';
export const childFields: readonly ChildField[] = ['name', 'birth_month', 'birth_year', 'gender'];

export interface ChildFormProps {
  /** Editing: the form starts from this child. */
  child?: Child;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** A refusal that belongs to no field, shown above the buttons. */
  formError: string | null;
  /** Any edit: the parent takes back its form error. */
  onEdit: () => void;
  /** Valid data, with the age it gives today; `showFieldErrors` puts a server's messages on the fields. */
  onSubmit: (
    data: ChildBody & { age: number },
    showFieldErrors: (errors: Partial<Record<ChildField, string>>) => void,
  ) => void;
  /** Shown next to the submit button (e.g. "Annuler" back to a list). */
  secondaryAction?: ReactNode;
  /** Focus the first field when the form appears inside an open dialog. */
  autoFocus?: boolean;
}

const emptyValues: Record<ChildField, string> = { name: '', birth_month: '', birth_year: '', gender: 'neutral' };

function valuesOf(child: Child | undefined): Record<ChildField, string> {
  if (!child) return emptyValues;
  return {
    name: child.name,
    birth_month: String(child.birth_month),
    birth_year: String(child.birth_year),
    gender: child.gender,
  };
}

function ageText(age: number | null): string {
  if (age === null) return "Âge : choisissez le mois et l'année de naissance";
  return age < 1 ? "Âge : moins d'un an" : `Âge : ${formatAge(age)}`;
}

/** The child profile form (product.md#child-profile-rules): checked by the same schema as the server's. */
export function ChildForm({
  child,
  submitLabel,
  pendingLabel,
  isPending,
  formError,
  onEdit,
  onSubmit,
  secondaryAction,
  autoFocus = false,
}: ChildFormProps) {
  // The day is fixed when the form opens: the year range and the age bounds follow it.
  const [today] = useState(() => parisDay(new Date()));
  const [schema] = useState(() => childBodySchema(today));
  const [years] = useState(() => yearOptions(today, child?.birth_year));
  const { formRef, values, bind, validate, setFieldErrors } = useSchemaForm(schema, valuesOf(child), { onEdit });

  const age =
    values.birth_month && values.birth_year
      ? ageFromBirth(Number(values.birth_month), Number(values.birth_year), today)
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate();
    if (!data) return;
    onSubmit({ ...data, age: ageFromBirth(data.birth_month, data.birth_year, today) }, setFieldErrors);
  };

  return (
    <form ref={formRef} className="form child-form" noValidate onSubmit={submit}>
      <TextField
        label="Prénom"
        autoComplete="off"
        autoCapitalize="words"
        required
        autoFocus={autoFocus}
        {...bind('name')}
      />
      <div className="form__row">
        <SelectField
          label="Mois de naissance"
          placeholder="Mois"
          options={monthOptions}
          required
          {...bind('birth_month')}
        />
        <SelectField label="Année de naissance" placeholder="Année" options={years} required {...bind('birth_year')} />
      </div>
      <p className="child-form__age" aria-live="polite">
        {ageText(age)}
      </p>
      <ChoiceGroup legend="Genre" options={genderOptions} {...bind('gender')} />
      {formError && <Alert>{formError}</Alert>}
      <div className="dialog__actions">
        {secondaryAction}
        <Button type="submit" isLoading={isPending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
