import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { runRules, type Rule } from './rules';
import { firstServerError, useFormContext } from './form-context';

export interface RulesFieldOptions<T> {
  value: T | undefined;
  defaultValue: T | undefined;
  onChange: ((value: T) => void) | undefined;
  onBlur?: (() => void) | undefined;
  rules: readonly Rule<T>[] | undefined;
  /** Field name: a Form's server errors for this name show on the field. */
  name: string | undefined;
  /** The value a reset puts back ('' for text, null for numbers and selections). */
  emptyValue: T;
  /** An error supplied by the caller; it wins over rules. */
  errorMessage: string | undefined;
  isInvalid: boolean | undefined;
}

export interface RulesFieldState<T> {
  value: T;
  setValue(value: T): void;
  onBlur(): void;
  /** The message to show, or null. */
  error: string | null;
  isInvalid: boolean;
}

/**
 * Value, rules and Form registration shared by every field: rules run on change and on blur,
 * the first failure shows, a Form can validate or reset the field, and a server error for the
 * field's name shows until the user edits the field.
 */
export function useRulesField<T>(options: RulesFieldOptions<T>): RulesFieldState<T> {
  const { value, defaultValue, onChange, rules, name, emptyValue } = options;
  const isControlled = value !== undefined;
  const [innerValue, setInnerValue] = useState<T>(defaultValue ?? emptyValue);
  const current = isControlled ? value : innerValue;
  const [ruleError, setRuleError] = useState<string | null>(null);

  const form = useFormContext();
  const serverError = name ? firstServerError(form?.serverErrors?.[name]) : null;
  const [serverErrorDismissed, setServerErrorDismissed] = useState(false);
  // A new server response shows its errors again even if an older one was dismissed.
  useEffect(() => {
    setServerErrorDismissed(false);
  }, [form?.serverErrors]);

  // Latest values for callbacks registered once with the Form.
  const latest = useRef({ current, rules, onChange, isControlled, emptyValue });
  useLayoutEffect(() => {
    latest.current = { current, rules, onChange, isControlled, emptyValue };
  });

  const validateValue = useCallback((next: T) => {
    const error = runRules(latest.current.rules, next);
    setRuleError(error);
    return error === null;
  }, []);

  const setValue = useCallback(
    (next: T) => {
      if (!latest.current.isControlled) setInnerValue(next);
      latest.current.onChange?.(next);
      setServerErrorDismissed(true);
      validateValue(next);
    },
    [validateValue],
  );

  const id = useId();
  const register = form?.register;
  useEffect(() => {
    if (!register) return;
    return register(id, {
      validate: () => validateValue(latest.current.current),
      reset: () => {
        const { isControlled: controlled, emptyValue: empty, onChange: change } = latest.current;
        if (!controlled) setInnerValue(empty);
        change?.(empty);
        setRuleError(null);
        setServerErrorDismissed(true);
      },
    });
  }, [register, id, validateValue]);

  const externalBlur = options.onBlur;
  const onBlur = useCallback(() => {
    validateValue(latest.current.current);
    externalBlur?.();
  }, [validateValue, externalBlur]);

  const error =
    options.errorMessage ?? ruleError ?? (serverErrorDismissed ? null : serverError) ?? null;
  return {
    value: current,
    setValue,
    onBlur,
    error,
    isInvalid: Boolean(options.isInvalid) || error !== null,
  };
}
