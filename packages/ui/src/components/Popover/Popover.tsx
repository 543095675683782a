import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as overlay from '../../private/overlay.css';
import * as styles from './Popover.css';

export interface PopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement;
  /** Content; may contain interactive elements (focus is trapped until it closes). */
  children: ReactNode;
  /** A heading that also names the popover; otherwise give `aria-label`. @default undefined */
  title?: string;
  /** Accessible name when there is no title. @default undefined */
  'aria-label'?: string;
  /** Preferred side. @default 'bottom' */
  placement?: AriaPopoverProps['placement'];
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A small non-modal dialog anchored to its trigger (the user popup, filters, pickers). */
export function Popover({
  trigger,
  children,
  title,
  placement = 'bottom',
  isOpen,
  onOpenChange,
  ...props
}: PopoverProps) {
  return (
    <AriaDialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover className={overlay.popover} placement={placement} offset={6}>
        <AriaDialog className={styles.dialog} aria-label={props['aria-label']}>
          {title && (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          )}
          {children}
        </AriaDialog>
      </AriaPopover>
    </AriaDialogTrigger>
  );
}
