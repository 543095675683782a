import { useState } from 'react';

/**
 * The `field(name)` of a form's `values`: a field's `name`, `value` and an `onChange` that
 * patches that one value through `change` (for field groups whose form holds the values).
 */
export function fieldsOf<T extends object>(values: T, change: (patch: Partial<T>) => void) {
  return <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: T[K]) => {
      const patch: Partial<T> = {};
      patch[name] = value;
      change(patch);
    },
  });
}

/**
 * The values of a form's fields in one state: `field('email')` gives a field its `name`,
 * `value` and `onChange`; `values` is what to save, `set` changes some of them at once.
 */
export function useFields<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch }));
  return { values, set, field: fieldsOf(values, set) };
}
