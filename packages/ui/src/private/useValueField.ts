import type { ValueFieldProps } from './Field';
import { fieldStyles } from './Field';
import { useRulesField } from './useRulesField';

/**
 * A value field's props split in two: its value, rules and errors run through `useRulesField`
 * (`field`), and the rest, with the field's blur, validity and frame class, go on the react-aria
 * field (`ariaProps`, spread before the value props the field converts).
 */
export function useValueField<V, P extends ValueFieldProps<V> & { name?: string }>(
  props: P,
  emptyValue: V,
  name: string | undefined = props.name,
) {
  const { value, defaultValue, onChange, onBlur, rules, errorMessage, isInvalid, ...rest } = props;
  const field = useRulesField<V>({
    value,
    defaultValue,
    onChange,
    onBlur,
    rules,
    name,
    emptyValue,
    errorMessage,
    isInvalid,
  });
  const ariaProps = {
    ...rest,
    onBlur: field.onBlur,
    isInvalid: field.isInvalid,
    validationBehavior: 'aria' as const,
    className: fieldStyles.field,
  };
  return { field, ariaProps };
}
