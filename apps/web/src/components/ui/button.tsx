import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Disables the button and shows `loadingText` with a small spinner. */
  isLoading?: boolean;
  loadingText?: string;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  loadingText,
  block = false,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('btn', `btn--${variant}`, block && 'btn--block', className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      <span>{isLoading && loadingText ? loadingText : children}</span>
    </button>
  );
}
