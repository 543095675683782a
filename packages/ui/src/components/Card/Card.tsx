import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Card heading; names the card as a region. @default undefined */
  title?: string;
  /** Actions at the right of the heading. @default undefined */
  actions?: ReactNode;
  /** Content. */
  children: ReactNode;
  /** Heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** A bordered surface grouping related content (dashboard tiles, detail sections). */
export function Card({ title, actions, children, headingLevel = 2 }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} aria-label={title}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
