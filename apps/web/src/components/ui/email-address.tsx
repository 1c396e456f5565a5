import { Fragment } from 'react';

/**
 * An e-mail address that may wrap where a reader expects it: after the « @ » and before each
 * dot, never inside a word (unless one part alone is wider than its box).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
