import { useEffect, useState } from 'react';
import { TextField } from '@keel/ui';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** A list's search box: typing updates the URL after a short pause. */
export function ListSearch({
  value,
  onChange,
  label = 'Search',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
    // Only a new debounced text is a change; `value` follows it through the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return <TextField type="search" label={label} value={text} onChange={setText} />;
}
