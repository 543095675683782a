import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
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

export { styles as fieldStyles };
