import { Select, type SelectItem, type SelectProps } from '@keel/ui';
import type { ListParamsControl } from '../useListParams';

/**
 * A list's clearable filter: the chosen option is the URL parameter `filter` (its id as
 * text), cleared it is removed.
 */
export function ListFilterSelect<T extends SelectItem>({
  list,
  filter,
  ...select
}: Pick<SelectProps<T>, 'label' | 'items' | 'placeholder' | 'value' | 'isLoading'> & {
  list: Pick<ListParamsControl, 'update'>;
  filter: string;
}) {
  return (
    <Select
      {...select}
      isClearable
      onChange={(key) => list.update({ [filter]: key === null ? null : String(key) })}
    />
  );
}
