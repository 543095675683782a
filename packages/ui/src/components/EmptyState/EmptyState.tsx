import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. `No projects yet`. */
  title: string;
  /** What to do next, or what is coming. @default undefined */
  description?: ReactNode;
  /** A call to action (a Button or Link). @default undefined */
  action?: ReactNode;
  /** Illustration icon. @default 'inbox' */
  icon?: IconName;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** An honest empty state: what is empty and what to do (or what is coming). */
export function EmptyState({
  title,
  description,
  action,
  icon = 'inbox',
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={title}>
      <span className={styles.icon}>
        <Icon name={icon} size="large" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
