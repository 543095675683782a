import type { ReactNode } from 'react';
import { Button } from '@keel/ui';

/** The two buttons that add a record to a list: one in the page header, one in the empty list. */
export interface AddButtons {
  /** The header's primary button with a plus; `undefined` without the right to add. */
  header: ReactNode;
  /** The empty state's plain button; `undefined` without the right to add. */
  empty: ReactNode;
}

/**
 * A list page's "add" buttons, both named `label` and both calling `onPress`; none where
 * the user may not add (`allowed` false), so the header and the empty state offer nothing.
 */
export function addButtons(allowed: boolean, label: string, onPress: () => void): AddButtons {
  if (!allowed) return { header: undefined, empty: undefined };
  return {
    header: (
      <Button variant="primary" icon="plus" onPress={onPress}>
        {label}
      </Button>
    ),
    empty: <Button onPress={onPress}>{label}</Button>,
  };
}
