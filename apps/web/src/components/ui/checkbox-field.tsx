import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** A hint under the label, read with it. */
  helper?: string;
}

/** A native checkbox and its label, the whole row a touch target. */
export function CheckboxField({ label, helper, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={cx('checkbox', className)}>
      <input type="checkbox" className="checkbox__input" {...input} />
      <span className="checkbox__text">
        <span className="checkbox__label">{label}</span>
        {helper && <span className="checkbox__helper">{helper}</span>}
      </span>
    </label>
  );
}
