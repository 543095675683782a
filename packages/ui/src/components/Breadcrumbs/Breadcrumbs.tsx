import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  /** What the step is called, e.g. a project's code and name. */
  label: ReactNode;
  /** Where the step leads; without it the step is plain text (e.g. one the reader may not open). @default undefined */
  href?: string;
  /** React key, when the label is not a string. @default the label */
  key?: string;
}

export interface BreadcrumbsProps {
  /** The steps from the outermost to the current page, which is the last (never a link). */
  items: readonly Crumb[];
  /** Accessible name of the navigation landmark. @default 'Breadcrumb' */
  'aria-label'?: string;
}

/** Where a page sits: its ancestors as links, separated by `›`, the page itself last. */
export function Breadcrumbs({ items, 'aria-label': label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const current = index === items.length - 1;
          return (
            <li
              key={crumb.key ?? (typeof crumb.label === 'string' ? crumb.label : index)}
              className={styles.crumb}
              aria-current={current ? 'page' : undefined}
            >
              {crumb.href && !current ? <Link href={crumb.href}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
