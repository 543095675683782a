import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from '@keel/types';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The focusable element the tooltip describes (a Button, IconButton or Link). */
  children: ReactElement;
  /** Tooltip text. */
  content: ReactNode;
  /**
   * Open delay in milliseconds (SPEC §9).
   * @default 100
   */
  delay?: number;
  /**
   * Preferred side; flips when there is no room.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /** Never show the tooltip (e.g. when the label is already visible). @default false */
  isDisabled?: boolean;
  /** Controlled open state, for stories and tests. @default undefined */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
}

/** A short text shown on hover and keyboard focus after a 100 ms delay, at most 400 px wide. */
export function Tooltip({
  children,
  content,
  delay = TOOLTIP_DELAY_MS,
  placement = 'top',
  isDisabled,
  isOpen,
  defaultOpen,
}: TooltipProps) {
  return (
    <AriaTooltipTrigger
      delay={delay}
      closeDelay={0}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
    >
      {children}
      <AriaTooltip
        placement={placement}
        offset={6}
        className={styles.tooltip}
        style={{ maxWidth: TOOLTIP_MAX_WIDTH_PX }}
      >
        {content}
      </AriaTooltip>
    </AriaTooltipTrigger>
  );
}
