import type { ReactNode } from 'react';
import { Separator, Toolbar as AriaToolbar } from 'react-aria-components';
import * as styles from './Toolbar.css';

export interface ToolbarProps {
  /** Accessible name, e.g. `Formatting` or `Task actions`. */
  'aria-label': string;
  /** Buttons, IconButtons and ToolbarSeparators. */
  children: ReactNode;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** A group of controls that arrow keys move between (one Tab stop). */
export function Toolbar({ children, orientation = 'horizontal', ...props }: ToolbarProps) {
  return (
    <AriaToolbar {...props} orientation={orientation} className={styles.toolbar}>
      {children}
    </AriaToolbar>
  );
}

/** A divider between groups in a Toolbar. */
export function ToolbarSeparator() {
  return <Separator orientation="vertical" className={styles.separator} />;
}
