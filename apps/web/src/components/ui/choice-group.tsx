import { useId, type ChangeEvent } from 'react';
import { cx } from '@/lib/cx';
import { FieldError } from './field';

export interface Choice {
  value: string;
  label: string;
  /** A second, quieter line (a test card's number). */
  detail?: string;
}

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly Choice[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  className?: string;
}

/** One choice among a few, as large side-by-side buttons: native radio buttons under the hood. */
export function ChoiceGroup({ legend, name, value, options, onChange, error, className }: ChoiceGroupProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  return (
    <fieldset
      className={cx('field choices', error && 'field--invalid', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label choices__legend">{legend}</legend>
      <div className="choices__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              className="choice__input"
              name={`${name}-${groupId}`}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
            />
            <span className="choice__label">
              {option.label}
              {option.detail && (
                <>
                  {' '}
                  <span className="choice__detail">{option.detail}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
