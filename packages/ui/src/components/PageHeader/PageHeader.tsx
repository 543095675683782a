import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title (the only h1). */
  title: string;
  /** A muted line under the title. @default undefined */
  subtitle?: ReactNode;
  /** The primary action and other actions, right-aligned. @default undefined */
  actions?: ReactNode;
  /** Filter fields under the title. @default undefined */
  filters?: ReactNode;
}

/** The top of every list page: title, primary action and filters (UI.md § Pages). */
export function PageHeader({ title, subtitle, actions, filters }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <Inline align="start" justify="spaceBetween" gap="large">
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </Inline>
      {filters && (
        <Inline align="end" gap="medium" role="group" aria-label="Filters">
          {filters}
        </Inline>
      )}
    </header>
  );
}
