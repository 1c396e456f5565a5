import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface PanelProps {
  title?: string;
  /** The heading level: 1 when the panel is the screen's main content. */
  level?: 1 | 2 | 3;
  icon?: ReactNode;
  tone?: 'plain' | 'success' | 'warning' | 'soft';
  className?: string;
  children?: ReactNode;
}

/** A card: an optional round icon, a heading and its content. */
export function Panel({ title, level = 2, icon, tone = 'plain', className, children }: PanelProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={cx('panel', `panel--${tone}`, className)} aria-labelledby={title ? headingId : undefined}>
      {icon && <div className="panel__icon">{icon}</div>}
      {title && (
        <Heading id={headingId} className="panel__title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
