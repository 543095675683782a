import { ListBox, Popover as AriaPopover } from 'react-aria-components';
import { MESSAGES, SELECT_OPTION_HEIGHT_PX } from '@keel/types';
import { ListOption, type SelectItem } from './ListOption';
import * as overlay from './overlay.css';

/**
 * The option list of Select and ComboBox: 54 px options with a check (SPEC §9), `Loading...`
 * while loading and `No Results` when empty (SPEC §8). `items` when the list is given its
 * options; without it the field hands them down (ComboBox's own filtering).
 */
export function OptionsPopover<T extends SelectItem>({
  items,
  isLoading,
}: {
  items?: readonly T[];
  isLoading: boolean;
}) {
  return (
    <AriaPopover className={overlay.popover} offset={4}>
      <ListBox
        className={overlay.listBox}
        {...(items === undefined ? {} : { items: isLoading ? [] : items })}
        renderEmptyState={() => (
          <div className={overlay.empty}>
            {isLoading ? MESSAGES.selectLoading : MESSAGES.selectNoResults}
          </div>
        )}
      >
        {(item: T) => <ListOption item={item} height={SELECT_OPTION_HEIGHT_PX} showCheck />}
      </ListBox>
    </AriaPopover>
  );
}
