import { useState } from 'react';

/**
 * The values of a form's fields in one state: `field('email')` gives a field its `name`,
 * `value` and `onChange`; `values` is what to save, `set` changes some of them at once.
 */
export function useFields<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch }));
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: T[K]) => setValues((current) => ({ ...current, [name]: value })),
  });
  return { values, set, field };
}
