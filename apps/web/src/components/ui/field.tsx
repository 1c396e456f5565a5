import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { AlertIcon } from './icons';

/** What a field's control (input, select, textarea) needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown under the control; marks it invalid (aria-invalid) and describes it. */
  error?: string | undefined;
  /** A hint that stays under the control. */
  helper?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, and the messages that describe it. */
export function Field({ label, error, helper, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const helperId = `${controlId}-helper`;
  const describedBy = [error ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldError id={errorId} error={error} />
      {helper && (
        <p className="field__helper" id={helperId}>
          {helper}
        </p>
      )}
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      <AlertIcon className="field__error-icon" />
      <span>{error}</span>
    </p>
  );
}
