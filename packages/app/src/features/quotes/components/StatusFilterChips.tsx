import { TagGroup } from '@keel/ui';
import type { QuoteStatus } from '@keel/types';
import { QUOTE_STATUS_ITEMS, statusFilterParam } from '../quote-lists';

/**
 * The lists' status filter: one chip per status, several may be on; none on
 * means every status. A chosen chip carries a check mark besides its colour,
 * so the choice does not rest on colour alone.
 */
export function StatusFilterChips({
  value,
  onChange,
}: {
  value: readonly QuoteStatus[];
  /** The new `status` URL parameter ('' for every status). */
  onChange: (param: string) => void;
}) {
  const items = QUOTE_STATUS_ITEMS.map((item) => ({
    id: item.id,
    name: value.includes(item.id) ? `✓ ${item.name}` : item.name,
  }));
  return (
    <TagGroup
      label="Status"
      items={items}
      selectionMode="multiple"
      selectedKeys={value}
      onSelectionChange={(keys) =>
        onChange(keys === 'all' ? '' : statusFilterParam([...keys].map(String)))
      }
    />
  );
}
