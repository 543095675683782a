import {
  Button as AriaButton,
  ButtonContext,
  ListBox,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { MESSAGES, SELECT_OPTION_HEIGHT_PX } from '@keel/types';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldChromeProps,
  type ValueFieldProps,
} from '../../private/Field';
import { ListOption, type SelectItem } from '../../private/ListOption';
import { useRulesField } from '../../private/useRulesField';
import * as overlay from '../../private/overlay.css';
import { Icon } from '../Icon/Icon';

export type { SelectItem };

export interface SelectProps<T extends SelectItem>
  extends Pick<FieldChromeProps, 'label' | 'description'>, ValueFieldProps<Key | null> {
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
  label,
  description,
  items,
  value,
  defaultValue,
  onChange,
  onBlur,
  rules,
  name,
  isLoading = false,
  isClearable = false,
  placeholder = 'Select…',
  errorMessage,
  isInvalid,
  ...props
}: SelectProps<T>) {
  const field = useRulesField<Key | null>({
    value,
    defaultValue,
    onChange,
    onBlur,
    rules,
    name,
    emptyValue: null,
    errorMessage,
    isInvalid,
  });
  const selectedName = items.find((item) => item.id === field.value)?.name;
  return (
    <AriaSelect
      {...props}
      name={name}
      placeholder={placeholder}
      value={field.value}
      onChange={(key) => field.setValue(key)}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      // Opens on an empty list too, so the user sees `No Results` or `Loading...`.
      {...{ allowsEmptyCollection: true }}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
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
              aria-label={`Clear ${typeof label === 'string' ? label : (selectedName ?? 'selection')}`}
              onPress={() => field.setValue(null)}
            >
              <Icon name="close" size="small" />
            </AriaButton>
          </ButtonContext.Provider>
        )}
      </div>
      <FieldHelp description={description} error={field.error} />
      <AriaPopover className={overlay.popover} offset={4}>
        <ListBox
          className={overlay.listBox}
          items={isLoading ? [] : items}
          renderEmptyState={() => (
            <div className={overlay.empty}>
              {isLoading ? MESSAGES.selectLoading : MESSAGES.selectNoResults}
            </div>
          )}
        >
          {(item) => <ListOption item={item} height={SELECT_OPTION_HEIGHT_PX} showCheck />}
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
