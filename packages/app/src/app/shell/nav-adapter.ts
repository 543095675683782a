import type { IconName, NavPanelEntry, NavPanelItem, NavPanelSection, NavRailItem } from '@keel/ui';
import { iconNames } from '@keel/ui';
import type { MenuLink, MenuPanelSection, MenuSection } from '../../lib/navigation/menu.types';

/** Quote meta types name their own icons; unknown names fall back to a neutral one. */
export function iconOf(name: string | undefined, fallback: IconName = 'folder'): IconName {
  return name && (iconNames as readonly string[]).includes(name) ? (name as IconName) : fallback;
}

export function railItems(sections: readonly MenuSection[]): NavRailItem[] {
  return sections.map((s) => ({
    id: s.id,
    label: s.label,
    icon: iconOf(s.icon),
    href: s.to,
    active: s.active,
  }));
}

export interface PanelActions {
  onAddCustomView: () => void;
  onEditCustomView: (id: string) => void;
  onDeleteCustomView: (id: string) => void;
}

function item(link: MenuLink, actions: PanelActions): NavPanelItem {
  const viewId = link.customViewId;
  return {
    id: link.id,
    label: link.label,
    href: link.to,
    active: link.active,
    ...(viewId
      ? {
          menu: {
            onEdit: () => actions.onEditCustomView(viewId),
            onDelete: () => actions.onDeleteCustomView(viewId),
          },
        }
      : {}),
  };
}

/** The menu's panel in the shape of the design system's NavPanel. */
export function panelSections(
  panel: readonly MenuPanelSection[],
  actions: PanelActions,
): NavPanelSection[] {
  return panel.map((section) => ({
    id: section.id,
    ...(section.heading ? { heading: section.heading } : {}),
    ...(section.addAction
      ? {
          action: {
            label: section.addAction.label,
            icon: 'plus',
            onPress: actions.onAddCustomView,
          },
        }
      : {}),
    entries: section.entries.map((entry): NavPanelEntry => {
      if (entry.kind === 'divider') return entry;
      if (entry.kind === 'group') {
        return {
          kind: 'group',
          id: entry.id,
          label: entry.label,
          items: entry.items.map((l) => item(l, actions)),
        };
      }
      return item(entry, actions);
    }),
  }));
}
