import { cx } from '@/lib/cx';

interface SpinnerProps {
  /** Said and shown; the spec's text while the session is checked. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Chargement...', className }: SpinnerProps) {
  return (
    <div role="status" className={cx('spinner', className)}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}

/** The whole screen waits (session check, a screen being loaded). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
