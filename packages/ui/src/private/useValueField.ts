import type { FieldChromeProps, ValueFieldProps } from './Field';
import { fieldStyles } from './Field';
import { useRulesField } from './useRulesField';

/**
 * A value field's props sorted out: its value, rules and errors run through `useRulesField`
 * (`field`); its label, description and error go to `FieldChrome` (`chrome`); the rest, with the
 * field's blur, validity and frame class, go on the react-aria field (`ariaProps`, spread before
 * the value props the field converts).
 */
export function useValueField<
  V,
  P extends ValueFieldProps<V> &
    Pick<FieldChromeProps, 'label' | 'description'> & { name?: string },
>(props: P, emptyValue: V, name: string | undefined = props.name) {
  const { value, defaultValue, onChange, onBlur, rules, errorMessage, isInvalid, ...rest } = props;
  const { label, description, ...ariaRest } = rest;
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
  const chrome = { label, description, isRequired: props.isRequired, error: field.error };
  const ariaProps = {
    ...ariaRest,
    onBlur: field.onBlur,
    isInvalid: field.isInvalid,
    validationBehavior: 'aria' as const,
    className: fieldStyles.field,
  };
  return { field, chrome, ariaProps };
}
