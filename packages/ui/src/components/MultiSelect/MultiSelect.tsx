import { useId, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListLayout,
  Popover as AriaPopover,
  SearchField,
  Virtualizer,
  type Key,
  type Selection,
} from 'react-aria-components';
import {
  MESSAGES,
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  MULTI_SELECT_OPTION_HEIGHT_PX,
  MULTI_SELECT_OPTIONS_LIMIT,
} from '@keel/types';
import { fieldStyles, type FieldChromeProps } from '../../private/Field';
import { ListOption, type SelectItem } from '../../private/ListOption';
import type { Rule } from '../../private/rules';
import { useRulesField } from '../../private/useRulesField';
import * as overlay from '../../private/overlay.css';
import { Icon } from '../Icon/Icon';
import * as styles from './MultiSelect.css';

export interface MultiSelectProps<T extends SelectItem> extends Pick<
  FieldChromeProps,
  'description'
> {
  /** Visible label (also names the list). */
  label: string;
  /** The options; at most 1000 are offered at once (SPEC §9), the search narrows the rest. */
  items: readonly T[];
  /** Controlled selected ids. @default undefined */
  value?: readonly Key[];
  /** Initial selected ids when uncontrolled. @default [] */
  defaultValue?: readonly Key[];
  /** Called with the selected ids. */
  onChange?: (value: Key[]) => void;
  /** Called when the popover closes, after the rules ran. */
  onBlur?: () => void;
  /**
   * The most options that may be selected; at the limit the list says so and the other options
   * are disabled until one is removed.
   * @default undefined (no limit)
   */
  max?: number;
  /** Rules run on change, on closing and on Form submit. @default [] */
  rules?: readonly Rule<Key[]>[];
  /** Field name for forms and server errors. @default undefined */
  name?: string;
  /** Text when nothing is selected. @default 'Select…' */
  placeholder?: string;
  /**
   * Option height in px: 40 by default, 54 for the taller options used in selects (SPEC §9).
   * @default 40
   */
  optionHeight?: number;
  /** An error from the caller. @default undefined */
  errorMessage?: string;
  /** Forces the invalid state. @default false */
  isInvalid?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Several choices from a long, searchable, virtualised list (SPEC §5, §8, §9): a maximum count
 * with its message, `List is empty.` and `No elements found. Consider changing the search query.`,
 * at most 1000 options, a 300 px list, 40 px options. Selections can be cleared.
 */
export function MultiSelect<T extends SelectItem>({
  label,
  description,
  items,
  value,
  defaultValue,
  onChange,
  onBlur,
  max,
  rules,
  name,
  placeholder = 'Select…',
  optionHeight = MULTI_SELECT_OPTION_HEIGHT_PX,
  errorMessage,
  isInvalid,
  isDisabled = false,
}: MultiSelectProps<T>) {
  const field = useRulesField<Key[]>({
    value: value ? [...value] : undefined,
    defaultValue: defaultValue ? [...defaultValue] : undefined,
    onChange,
    onBlur,
    rules,
    name,
    emptyValue: [],
    errorMessage,
    isInvalid,
  });
  const [query, setQuery] = useState('');
  const labelId = useId();
  const valueId = useId();
  const helpId = useId();

  const selected = field.value;
  const atMax = max !== undefined && selected.length >= max;
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const matches = needle
      ? items.filter((item) => item.name.toLocaleLowerCase().includes(needle))
      : items;
    return matches.slice(0, MULTI_SELECT_OPTIONS_LIMIT);
  }, [items, query]);
  const disabledKeys = useMemo(() => {
    const chosen = new Set(selected);
    const keys = items.filter((item) => item.isDisabled).map((item) => item.id);
    if (atMax) for (const item of visible) if (!chosen.has(item.id)) keys.push(item.id);
    return keys;
  }, [items, visible, selected, atMax]);

  const names = selected
    .map((key) => items.find((item) => item.id === key)?.name)
    .filter((n): n is string => Boolean(n));

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    let next = [...keys];
    if (max !== undefined && next.length > max) next = next.slice(0, max);
    field.setValue(next);
  };

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={overlay.row}>
        <DialogTrigger
          onOpenChange={(open) => {
            if (!open) {
              setQuery('');
              field.onBlur();
            }
          }}
        >
          <AriaButton
            isDisabled={isDisabled}
            className={`${fieldStyles.control} ${overlay.trigger}`}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={description || field.error ? helpId : undefined}
            data-invalid={field.isInvalid || undefined}
          >
            <span id={valueId} className={names.length ? styles.summary : styles.placeholder}>
              {names.length ? names.join(', ') : placeholder}
            </span>
            {names.length > 1 && (
              <span className={styles.count} aria-hidden="true">
                {names.length}
              </span>
            )}
            <Icon name="chevronDown" />
          </AriaButton>
          <AriaPopover className={overlay.popover} offset={4} placement="bottom start">
            <Dialog className={styles.dialog} aria-labelledby={labelId}>
              <Autocomplete inputValue={query} onInputChange={setQuery} disableVirtualFocus>
                <SearchField aria-label={`Search ${label}`} className={styles.search} autoFocus>
                  <Icon name="search" size="small" />
                  <Input className={styles.searchInput} placeholder="Search" />
                </SearchField>
                {atMax && (
                  <p className={styles.maximum} role="status">
                    {MESSAGES.multiSelectMaximum(max)}
                  </p>
                )}
                <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: optionHeight }}>
                  <ListBox
                    aria-labelledby={labelId}
                    className={overlay.listBox}
                    style={{ maxHeight: MULTI_SELECT_LIST_MAX_HEIGHT_PX }}
                    items={visible}
                    selectionMode="multiple"
                    escapeKeyBehavior="none"
                    selectedKeys={selected}
                    disabledKeys={disabledKeys}
                    onSelectionChange={onSelectionChange}
                    renderEmptyState={() => (
                      <div className={overlay.empty}>
                        {items.length === 0
                          ? MESSAGES.multiSelectEmpty
                          : MESSAGES.multiSelectNoMatches}
                      </div>
                    )}
                  >
                    {(item) => <ListOption item={item} height={optionHeight} showCheck />}
                  </ListBox>
                </Virtualizer>
              </Autocomplete>
            </Dialog>
          </AriaPopover>
        </DialogTrigger>
        {selected.length > 0 && !isDisabled && (
          <AriaButton
            className={overlay.clearButton}
            aria-label={`Clear ${label}`}
            onPress={() => field.setValue([])}
          >
            <Icon name="close" size="small" />
          </AriaButton>
        )}
      </div>
      {(description || field.error) && (
        <div id={helpId}>
          {description && <div className={fieldStyles.description}>{description}</div>}
          {field.error && <div className={fieldStyles.error}>{field.error}</div>}
        </div>
      )}
      {name &&
        selected.map((key) => (
          <input key={String(key)} type="hidden" name={name} value={String(key)} />
        ))}
    </div>
  );
}
