import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { AlertIcon } from './icons';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const helperId = `${inputId}-helper`;
  const describedBy = [error ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={cx('field__control', endAdornment !== undefined && 'field__control--adorned')}>
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {endAdornment}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          <AlertIcon className="field__error-icon" />
          <span>{error}</span>
        </p>
      )}
      {helper && (
        <p className="field__helper" id={helperId}>
          {helper}
        </p>
      )}
    </div>
  );
}
