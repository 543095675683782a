import { Fragment, type ReactNode } from 'react';
import { classNames } from '../../private/layout';
import * as styles from './FactList.css';

export interface Fact {
  /** What the value is, e.g. `Period`. */
  term: ReactNode;
  /** The value; empty facts are the caller's to leave out or show as `—`. */
  value: ReactNode;
  /** React key, when the term is not a string. @default the term */
  key?: string;
}

export interface FactListProps {
  /** The facts, in order. */
  facts: readonly Fact[];
  /**
   * `columns`: term and value side by side (a record's details);
   * `inline`: small term over a strong value, wrapping side by side (a contract's key facts).
   * @default 'columns'
   */
  layout?: 'columns' | 'inline';
  /** Accessible name of the list. @default undefined */
  'aria-label'?: string;
}

/** Terms and their values as a description list (`dl`). */
export function FactList({ facts, layout = 'columns', ...props }: FactListProps) {
  return (
    <dl {...props} className={classNames(styles.list, styles.layout[layout])}>
      {facts.map((fact, index) =>
        layout === 'inline' ? (
          <div
            key={fact.key ?? (typeof fact.term === 'string' ? fact.term : index)}
            className={styles.fact}
          >
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ) : (
          <Fragment key={fact.key ?? (typeof fact.term === 'string' ? fact.term : index)}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
