import type { ReactNode } from 'react';
import { classNames } from '../../private/layout';
import * as styles from './ItemList.css';

export interface ItemListProps {
  /** The rows: `ItemListItem`s. */
  children: ReactNode;
  /**
   * `plain`: rows divided by a rule, flush with the content around them (members, changes);
   * `framed`: rows padded in a bordered box (threads of a discussion).
   * @default 'plain'
   */
  variant?: 'plain' | 'framed';
  /** `ol` where the order means something (a history, comments oldest first). @default 'ul' */
  as?: 'ul' | 'ol';
  /** Accessible name of the list. @default undefined */
  'aria-label'?: string;
  /** Id of the heading naming the list. @default undefined */
  'aria-labelledby'?: string;
}

/**
 * A list of rows, one under another, divided by rules: a row holds an item's avatar or mark,
 * its words and its actions side by side. For figures in columns use FigureTable or DataTable.
 */
export function ItemList({
  children,
  variant = 'plain',
  as: Element = 'ul',
  ...props
}: ItemListProps) {
  return (
    <Element {...props} className={classNames(styles.list, styles.variant[variant])}>
      {children}
    </Element>
  );
}

export interface ItemListItemProps {
  /** The row's parts, side by side. */
  children: ReactNode;
  /**
   * Vertical alignment of the parts: `start` when one of them runs over several lines.
   * @default 'center'
   */
  align?: 'center' | 'start';
}

/** One row of an ItemList. */
export function ItemListItem({ children, align = 'center' }: ItemListItemProps) {
  return <li className={classNames(styles.item, styles.align[align])}>{children}</li>;
}
