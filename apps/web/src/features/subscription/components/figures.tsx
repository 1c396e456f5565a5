import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The amount that matters (what is paid now): drawn larger, last. */
  total?: boolean;
}

/** A short statement of amounts and dates: an order, a plan change's calculation. */
export function Figures({ rows }: { rows: Array<Figure | false | null | undefined> }) {
  return (
    <dl className="figures">
      {rows
        .filter((row): row is Figure => !!row)
        .map((row) => (
          <div key={row.label} className={cx('figures__row', row.total && 'figures__row--total')}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
