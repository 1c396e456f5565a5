import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Field } from './field';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field; marks it invalid (aria-invalid) and describes it. */
  error?: string | undefined;
  /** A hint that stays under the field. */
  helper?: string | undefined;
  /** A control drawn inside the field's right edge (e.g. show password). */
  endAdornment?: ReactNode;
}

export function TextField({ label, error, helper, endAdornment, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} helper={helper} id={id} className={className}>
      {(control) => (
        <div className={cx('field__control', endAdornment !== undefined && 'field__control--adorned')}>
          <input className="field__input" {...control} {...input} />
          {endAdornment}
        </div>
      )}
    </Field>
  );
}
