import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem } from '../Menu/Menu';
import type { NavPanelItem } from './NavPanel';

/** The edit/delete menu of a panel item (a saved custom view). */
export default function ItemMenu({
  label,
  menu,
}: {
  label: string;
  menu: NonNullable<NavPanelItem['menu']>;
}) {
  return (
    <Menu
      trigger={<IconButton icon="moreHorizontal" size="small" aria-label={`${label} actions`} />}
      placement="bottom end"
      onAction={(key) => (key === 'edit' ? menu.onEdit?.() : menu.onDelete?.())}
    >
      {menu.onEdit ? (
        <MenuItem id="edit" icon="edit">
          Edit
        </MenuItem>
      ) : null}
      {menu.onDelete ? (
        <MenuItem id="delete" icon="trash" isCritical>
          Delete
        </MenuItem>
      ) : null}
    </Menu>
  );
}
