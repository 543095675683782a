import type { FilterDefinition } from '@keel/types';
import { MultiSelect, Select } from '@keel/ui';
import { singleChoice, singleChoiceValues } from '../browser-url';

export interface BrowserFiltersProps {
  /** The filters of `GET /projects/query/options`. */
  definitions: readonly FilterDefinition[];
  /** The chosen values by filter name (from the URL). */
  filters: Record<string, number[]>;
  onFilterChange: (name: string, values: number[]) => void;
  /** The custom fields that can be shown as columns (none: no columns field). */
  customFields: readonly { id: number; name: string }[];
  columnIds: readonly number[];
  onColumnsChange: (customFieldIds: number[]) => void;
}

/**
 * The project browser's filter fields, imported lazily only (routes/browser.page.tsx): the
 * Select and MultiSelect code loads in a chunk of its own once the page has its rows; until
 * then `BrowserFiltersPlaceholder` holds their place.
 */
export function BrowserFilters({
  definitions,
  filters,
  onFilterChange,
  customFields,
  columnIds,
  onColumnsChange,
}: BrowserFiltersProps) {
  return (
    <>
      {definitions.map((definition) => (
        <FilterField
          key={definition.name}
          definition={definition}
          value={filters[definition.name] ?? []}
          onChange={(values) => onFilterChange(definition.name, values)}
        />
      ))}
      {customFields.length > 0 ? (
        <MultiSelect
          label="Custom field columns"
          items={customFields.map((f) => ({ id: f.id, name: f.name }))}
          value={columnIds}
          onChange={(ids) => onColumnsChange(ids.map(Number))}
        />
      ) : null}
    </>
  );
}

/**
 * One filter of `GET /projects/query/options`: a MultiSelect for a list, else a Select (e.g.
 * `archived`: hide, only archived, or all; the default item stays out of the URL).
 */
function FilterField({
  definition,
  value,
  onChange,
}: {
  definition: FilterDefinition;
  value: number[];
  onChange: (values: number[]) => void;
}) {
  const items = definition.items.map((item) => ({ id: Number(item.value), name: item.title }));
  if (definition.multiple) {
    return (
      <MultiSelect
        label={definition.subject}
        items={items}
        value={value}
        onChange={(ids) => onChange(ids.map(Number))}
      />
    );
  }
  return (
    <Select
      label={definition.subject}
      items={items}
      value={singleChoice(definition, value)}
      onChange={(id) => onChange(singleChoiceValues(definition, id === null ? null : Number(id)))}
    />
  );
}
