import { useMemo } from 'react';
import { useGridEditor } from '../../../lib/grid/useGridEditor';
import { applyCellText, cellText } from '../line-cells';
import { emptyLine, GRID_COLUMN_TITLES, GRID_COLUMNS, type DraftLine } from '../line-draft';

/** A role of the picked rate profile, with its rate. */
export interface RoleOption {
  role: string;
  /** The profile's hourly rate for the role, in minor units. */
  rate: number;
}

/**
 * The line-items grid's state (`useGridEditor`) over the quote's columns. A
 * chosen role fills the profile's rate for it; a key typed on the role cell,
 * when the profile's roles are known, opens the first role starting with it.
 */
export function useLineGrid(
  lines: readonly DraftLine[],
  onChange: (lines: DraftLine[]) => void,
  roles: readonly RoleOption[],
) {
  const roleRates = useMemo(() => new Map(roles.map((r) => [r.role, r.rate])), [roles]);
  const roleIsList = roles.length > 0;
  return useGridEditor(lines, onChange, {
    columns: GRID_COLUMNS,
    titles: GRID_COLUMN_TITLES,
    cellText,
    applyText: (line, column, text) => applyCellText(line, column, text, roleRates),
    newLine: (above) => emptyLine(above?.section ?? ''),
    typedText: (column, key) =>
      roleIsList && column === 'role'
        ? roles.find((r) => r.role.toLowerCase().startsWith(key.toLowerCase()))?.role
        : key,
  });
}
