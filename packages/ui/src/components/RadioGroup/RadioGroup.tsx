import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../private/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Pick<
  AriaRadioGroupProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'name'
  | 'aria-label'
> {
  /** Group label. @default undefined */
  label?: string;
  /** Help text. @default undefined */
  description?: string;
  /** Error text; marks the group invalid. @default undefined */
  errorMessage?: string;
  /**
   * Lay the options out in a column or a row.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** `Radio` options. */
  children: ReactNode;
}

/** A labelled set of mutually exclusive options; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={props.isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.group}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} error={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Pick<
  AriaRadioProps,
  'value' | 'isDisabled' | 'autoFocus' | 'id'
> {
  /** Option label. */
  children: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
