import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria';

export interface VisuallyHiddenProps {
  /** Words for assistive technology only, e.g. `Unread: ` before a notification. */
  children: ReactNode;
}

/** Text that screen readers read and the screen does not show (inline, a span). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType="span">{children}</AriaVisuallyHidden>;
}
