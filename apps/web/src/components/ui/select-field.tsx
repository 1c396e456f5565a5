import type { ComponentProps } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Mois", "Année") that leaves the value missing. */
  placeholder?: string;
  error?: string | undefined;
  helper?: string | undefined;
}

/** A native select: the phone's own picker, large and familiar. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  helper,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} helper={helper} id={id} className={className}>
      {(control) => (
        <div className="field__control field__control--select">
          <select className="field__input field__select" {...control} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
