import {
  Button as AriaButton,
  ButtonContext,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { FieldChrome, fieldStyles, type LabelledValueFieldProps } from '../../private/Field';
import type { SelectItem } from '../../private/ListOption';
import { OptionsPopover } from '../../private/OptionsPopover';
import { useValueField } from '../../private/useValueField';
import * as overlay from '../../private/overlay.css';
import { Icon } from '../Icon/Icon';

export type { SelectItem };

export interface SelectProps<T extends SelectItem> extends LabelledValueFieldProps<Key | null> {
  /** The options. */
  items: readonly T[];
  /** Field name for forms and server errors. @default undefined */
  name?: string;
  /** Shows `Loading...` instead of the options. @default false */
  isLoading?: boolean;
  /** Adds a clear button once something is selected (SPEC §5: a selection can be cleared). @default false */
  isClearable?: boolean;
  /** Text when nothing is selected. @default 'Select…' */
  placeholder?: string;
  /** Accessible name when there is no visible label. @default undefined */
  'aria-label'?: string;
}

/**
 * A single choice from a list. The list says `No Results` when empty and `Loading...` while
 * loading (SPEC §8); options are 54 px high (SPEC §9).
 */
export function Select<T extends SelectItem>({
  items,
  isLoading = false,
  isClearable = false,
  placeholder = 'Select…',
  ...props
}: SelectProps<T>) {
  const { field, chrome, ariaProps } = useValueField<Key | null, typeof props>(props, null);
  const selectedName = items.find((item) => item.id === field.value)?.name;
  return (
    <AriaSelect
      {...ariaProps}
      placeholder={placeholder}
      value={field.value}
      onChange={(key) => field.setValue(key)}
      // Opens on an empty list too, so the user sees `No Results` or `Loading...`.
      {...{ allowsEmptyCollection: true }}
    >
      <FieldChrome {...chrome}>
        <div className={overlay.row}>
          <AriaButton className={`${fieldStyles.control} ${overlay.trigger}`}>
            <SelectValue className={overlay.value} />
            <Icon name="chevronDown" />
          </AriaButton>
          {isClearable && field.value !== null && !props.isDisabled && (
            // Opt out of the Select's button context so this is not a second trigger.
            <ButtonContext.Provider value={null}>
              <AriaButton
                className={overlay.clearButton}
                aria-label={`Clear ${typeof chrome.label === 'string' ? chrome.label : (selectedName ?? 'selection')}`}
                onPress={() => field.setValue(null)}
              >
                <Icon name="close" size="small" />
              </AriaButton>
            </ButtonContext.Provider>
          )}
        </div>
      </FieldChrome>
      <OptionsPopover items={items} isLoading={isLoading} />
    </AriaSelect>
  );
}
