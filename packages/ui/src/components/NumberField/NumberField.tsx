import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldChrome, fieldStyles, type LabelledValueFieldProps } from '../../private/Field';
import { useValueField } from '../../private/useValueField';
import { Icon } from '../Icon/Icon';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends
    Pick<
      AriaNumberFieldProps,
      | 'isDisabled'
      | 'isReadOnly'
      | 'autoFocus'
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'aria-label'
      | 'id'
    >,
    LabelledValueFieldProps<number | null> {
  /** Field name; submitted with the form and the key of server field errors. @default undefined */
  name?: string;
  /** Placeholder text. @default undefined */
  placeholder?: string;
  /** Hide the increment/decrement buttons (e.g. in dense tables). @default false */
  hideStepper?: boolean;
}

/** A number input that parses and formats by locale, with rules (SPEC §5). */
export function NumberField({ placeholder, hideStepper = false, ...props }: NumberFieldProps) {
  const { field, chrome, ariaProps } = useValueField<number | null, typeof props>(props, null);
  return (
    <AriaNumberField
      {...ariaProps}
      value={field.value ?? NaN}
      onChange={(next) => field.setValue(Number.isNaN(next) ? null : next)}
    >
      <FieldChrome {...chrome}>
        <Group className={`${fieldStyles.control} ${styles.group}`}>
          <Input className={fieldStyles.bareInput} placeholder={placeholder} />
          {!hideStepper && (
            <span className={styles.stepper}>
              <AriaButton slot="increment" className={styles.stepButton}>
                <Icon name="chevronUp" size="small" />
              </AriaButton>
              <AriaButton slot="decrement" className={styles.stepButton}>
                <Icon name="chevronDown" size="small" />
              </AriaButton>
            </span>
          )}
        </Group>
      </FieldChrome>
    </AriaNumberField>
  );
}
