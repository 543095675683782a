import type { FilterDefinition } from '@keel/types';
import { FieldPlaceholder } from '@keel/ui';
import { singleChoice } from '../browser-url';

/** What a Select or MultiSelect's trigger shows for `ids`: the chosen names, else `Select…`. */
function triggerText(items: readonly { id: number; name: string }[], ids: readonly number[]) {
  const names = ids
    .map((id) => items.find((item) => item.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return names.length
    ? { text: names.join(', '), count: names.length }
    : { text: 'Select…', isPlaceholder: true };
}

/**
 * The filter fields' place while their code loads: each field's label and an inert box with
 * what its trigger will show (the chosen names or `Select…`), so nothing moves when they come.
 */
export function BrowserFiltersPlaceholder({
  definitions,
  filters,
  customFields,
  columnIds,
}: {
  definitions: readonly FilterDefinition[];
  filters: Record<string, number[]>;
  customFields: readonly { id: number; name: string }[];
  columnIds: readonly number[];
}) {
  return (
    <>
      {definitions.map((definition) => {
        const items = definition.items.map((item) => ({
          id: Number(item.value),
          name: item.title,
        }));
        const value = filters[definition.name] ?? [];
        const choice = definition.multiple ? null : singleChoice(definition, value);
        const shown = definition.multiple
          ? triggerText(items, value)
          : { ...triggerText(items, choice === null ? [] : [choice]), count: undefined };
        return <FieldPlaceholder key={definition.name} label={definition.subject} {...shown} />;
      })}
      {customFields.length > 0 ? (
        <FieldPlaceholder label="Custom field columns" {...triggerText(customFields, columnIds)} />
      ) : null}
    </>
  );
}
