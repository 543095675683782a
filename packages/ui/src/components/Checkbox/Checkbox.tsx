import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../private/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Pick<
  AriaCheckboxProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isIndeterminate'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isInvalid'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'aria-label'
  | 'id'
  | 'slot'
> {
  /** Visible label; without it give `aria-label` (e.g. row selection). @default undefined */
  children?: ReactNode;
}

/** A checkbox with its label; supports the indeterminate state. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Icon name="minus" size="small" />
            ) : isSelected ? (
              <Icon name="check" size="small" />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Pick<
  AriaCheckboxGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'isDisabled' | 'isInvalid' | 'name' | 'aria-label'
> {
  /** Group label. @default undefined */
  label?: string;
  /** Help text. @default undefined */
  description?: string;
  /** Error text; marks the group invalid. @default undefined */
  errorMessage?: string;
  /** The checkboxes. */
  children: ReactNode;
}

/** A labelled group of checkboxes whose value is the list of checked values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isInvalid={props.isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.group}
    >
      <FieldLabel label={label} />
      {children}
      <FieldHelp description={description} error={errorMessage} />
    </AriaCheckboxGroup>
  );
}
