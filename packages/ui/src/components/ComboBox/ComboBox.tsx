import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type Key,
} from 'react-aria-components';
import { FieldChrome, fieldStyles, type LabelledValueFieldProps } from '../../private/Field';
import type { SelectItem } from '../../private/ListOption';
import { OptionsPopover } from '../../private/OptionsPopover';
import { useValueField } from '../../private/useValueField';
import * as overlay from '../../private/overlay.css';
import { Icon } from '../Icon/Icon';

export interface ComboBoxProps<T extends SelectItem> extends LabelledValueFieldProps<Key | null> {
  /** The options; filtered by the typed text unless `onInputChange` is given (server search). */
  items: readonly T[];
  /** Controlled input text. @default undefined */
  inputValue?: string;
  /**
   * Called as the user types. When given, the caller filters `items` itself (e.g. a debounced
   * server search) and the ComboBox shows them as they are.
   * @default undefined
   */
  onInputChange?: (text: string) => void;
  /** Field name for forms and server errors. @default undefined */
  name?: string;
  /** Shows `Loading...` in the list. @default false */
  isLoading?: boolean;
  /** Placeholder text. @default undefined */
  placeholder?: string;
  /** Accessible name when there is no visible label. @default undefined */
  'aria-label'?: string;
}

/** A text input with a list of matching options; `No Results` / `Loading...` when there are none. */
export function ComboBox<T extends SelectItem>({
  items,
  inputValue,
  onInputChange,
  isLoading = false,
  placeholder,
  ...props
}: ComboBoxProps<T>) {
  const { field, chrome, ariaProps } = useValueField<Key | null, typeof props>(props, null);
  const serverFiltered = onInputChange !== undefined;
  return (
    <AriaComboBox
      {...ariaProps}
      // `defaultItems` lets react-aria filter by the typed text; `items` means the caller filters.
      {...(serverFiltered
        ? { items: isLoading ? [] : items }
        : { defaultItems: isLoading ? [] : items })}
      selectedKey={field.value}
      onSelectionChange={(key) => field.setValue(key)}
      inputValue={inputValue}
      onInputChange={onInputChange}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <FieldChrome {...chrome}>
        <Group className={fieldStyles.control} style={{ paddingInlineEnd: 0 }}>
          <Input className={fieldStyles.bareInput} placeholder={placeholder} />
          <AriaButton className={overlay.clearButton}>
            <Icon name="chevronDown" />
          </AriaButton>
        </Group>
      </FieldChrome>
      <OptionsPopover<T> isLoading={isLoading} />
    </AriaComboBox>
  );
}
