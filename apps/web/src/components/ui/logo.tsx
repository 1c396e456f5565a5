import { cx } from '@/lib/cx';

interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A friendly question mark under a little star: the brand mark. Decorative, the name is always written next to it. */
export function Logo({ size = 'md', className }: LogoProps) {
  return (
    <svg className={cx('logo', `logo--${size}`, className)} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" className="logo__sky" />
      <circle cx="11" cy="14" r="1.1" className="logo__twinkle" />
      <circle cx="14" cy="36" r="0.9" className="logo__twinkle" />
      <circle cx="37" cy="31" r="1" className="logo__twinkle" />
      <path
        d="M17.5 18.5a6.5 6.5 0 1 1 9.6 5.7c-1.9 1-3.1 2.4-3.1 4.3v1.5"
        className="logo__mark"
        fill="none"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="36.5" r="2.8" className="logo__dot" />
      <path d="M37 7.5l1.3 3.2 3.2 1.3-3.2 1.3-1.3 3.2-1.3-3.2-3.2-1.3 3.2-1.3z" className="logo__star" />
    </svg>
  );
}
