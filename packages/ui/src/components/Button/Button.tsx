import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'critical';
export type ButtonSize = 'small' | 'medium';

/** What Button and IconButton pass on to react-aria's button: pressing, state, ARIA and the form type. */
export interface PressableProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'autoFocus'
  | 'isDisabled'
  | 'aria-describedby'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-haspopup'
  | 'slot'
  | 'id'
> {
  /**
   * The button's type inside a form.
   * @default 'button'
   */
  type?: AriaButtonProps['type'];
}

/** The classes of a button of this size and variant (IconButton adds its square ones). */
export function buttonClassName(size: ButtonSize, variant: ButtonVariant): string {
  return `${styles.base} ${styles.size[size]} ${styles.variant[variant]}`;
}

export interface ButtonProps
  extends PressableProps, Pick<AriaButtonProps, 'form' | 'aria-label' | 'onFocus' | 'onBlur'> {
  /** Visible label. */
  children: ReactNode;
  /**
   * Visual weight: one `primary` action per view; `critical` for destructive actions.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Height: small 28 px, medium 36 px.
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * An icon before the label.
   * @default undefined
   */
  icon?: IconName;
  /**
   * Shows a spinner, keeps the button's width and blocks presses while the action runs
   * (e.g. a form saving).
   * @default false
   */
  isLoading?: boolean;
}

/** A button: the one primary action of a view, or secondary/ghost/critical actions. */
export function Button({
  children,
  variant = 'secondary',
  size = 'medium',
  icon,
  isLoading = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      type={type}
      isPending={isLoading}
      className={`${buttonClassName(size, variant)} ${styles.relative}`}
    >
      <span className={isLoading ? `${styles.content} ${styles.hidden}` : styles.content}>
        {icon && <Icon name={icon} />}
        {children}
      </span>
      {isLoading && (
        <span className={styles.pendingLayer}>
          <Spinner size="small" label="Loading" />
        </span>
      )}
    </AriaButton>
  );
}
