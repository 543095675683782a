import { Fragment, type ReactNode } from 'react';
import { classNames } from '../../private/layout';
import * as styles from './Totals.css';

export interface TotalsItem {
  /** What the figure is, e.g. `Subtotal` (may carry a note in muted Text). */
  term: ReactNode;
  /** The figure, formatted. */
  value: ReactNode;
  /** React key, when the term is not a string. @default the term */
  key?: string;
  /** The sum the others lead to: emphasised, under a rule. @default false */
  isTotal?: boolean;
  /** Left off paper (internal figures such as cost and margin on a client's quote). @default false */
  isScreenOnly?: boolean;
}

export interface TotalsProps {
  /** The figures, in the order they add up. */
  items: readonly TotalsItem[];
  /** Accessible name of the list, e.g. `Quote totals`. */
  'aria-label': string;
}

/**
 * The figures under a table of lines (an invoice's or a quote's): terms on the left, amounts
 * right-aligned in equal-width digits, the total emphasised; the block sits at the right.
 */
export function Totals({ items, ...props }: TotalsProps) {
  return (
    <dl {...props} className={styles.list}>
      {items.map((item, index) => {
        const className = classNames(
          item.isTotal && styles.total,
          item.isScreenOnly && styles.screenOnly,
        );
        return (
          <Fragment key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
            <dt className={classNames(styles.term, className)}>{item.term}</dt>
            <dd className={classNames(styles.value, className)}>{item.value}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
