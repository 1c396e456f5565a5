import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

interface AlertProps {
  variant?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

const icons = { error: AlertIcon, success: CheckIcon, info: InfoIcon };

/** Errors interrupt (role="alert"); good news and hints wait their turn (role="status"). */
export function Alert({ variant = 'error', children, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cx('alert', `alert--${variant}`, className)}>
      <Icon className="alert__icon" />
      <div className="alert__body">{children}</div>
    </div>
  );
}
