import type { ReactNode, RefObject } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as overlay from '../../private/overlay.css';
import * as styles from './Popover.css';

export interface PopoverSurfaceProps {
  children: ReactNode;
  id: string;
  title?: string;
  'aria-label'?: string;
  placement: AriaPopoverProps['placement'];
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The popover itself (positioning, focus trap, dismissal), anchored to the
 * trigger that `Popover` renders at once: loaded on the first opening.
 */
export default function PopoverSurface({
  children,
  id,
  title,
  placement,
  triggerRef,
  isOpen,
  onOpenChange,
  ...props
}: PopoverSurfaceProps) {
  return (
    <AriaPopover
      className={overlay.popover}
      placement={placement}
      offset={6}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <AriaDialog id={id} className={styles.dialog} aria-label={props['aria-label']}>
        {title && (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
