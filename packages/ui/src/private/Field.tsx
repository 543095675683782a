import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { Rule } from './rules';
import * as styles from './Field.css';

/**
 * The one label / description / error kit every field uses. Inside a react-aria field the
 * slots wire `aria-labelledby` and `aria-describedby` automatically.
 */
export interface FieldChromeProps {
  /** Visible label; when absent the field needs an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The error to show (from rules, the caller or the server). */
  error?: string | null;
  /** Marks the label with a required asterisk. */
  isRequired?: boolean;
}

/**
 * The value, rules and validity props every value field shares (TextField, TextArea, NumberField,
 * Select, ComboBox, DatePicker, DateRangePicker), typed by the field's value `V`.
 */
export interface ValueFieldProps<V> {
  /** Controlled value. @default undefined */
  value?: V;
  /** Initial value when uncontrolled; the field's empty value when omitted. @default undefined */
  defaultValue?: V;
  /** Called with the new value after each committed change (and the empty value when a Form resets). */
  onChange?: (value: V) => void;
  /** Called when the field loses focus, after the rules ran. */
  onBlur?: () => void;
  /**
   * Rules run in order on change, on blur and when the Form submits; the first failure shows.
   * @default []
   */
  rules?: readonly Rule<V>[];
  /** An error from the caller (or the server's 400 for this field); shown instead of rule errors. @default undefined */
  errorMessage?: string;
  /** Forces the invalid state. @default false */
  isInvalid?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Marks the field as required (asterisk, `aria-required`); add a rule to enforce it. @default false */
  isRequired?: boolean;
}

/** A value field's label and description with its value, rules and validity, typed by its value `V`. */
export interface LabelledValueFieldProps<V>
  extends Pick<FieldChromeProps, 'label' | 'description'>, ValueFieldProps<V> {}

export function FieldLabel({ label, isRequired }: Pick<FieldChromeProps, 'label' | 'isRequired'>) {
  if (!label) return null;
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldHelp({ description, error }: Pick<FieldChromeProps, 'description' | 'error'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </>
  );
}

/** A field's label, its control (`children`) and its description and error, in that order. */
export function FieldChrome({ children, ...chrome }: FieldChromeProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel label={chrome.label} isRequired={chrome.isRequired} />
      {children}
      <FieldHelp description={chrome.description} error={chrome.error} />
    </>
  );
}

export { styles as fieldStyles };
