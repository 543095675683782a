import type {
  WorkloadFigures,
  WorkloadPeriod,
  WorkloadResult,
  WorkloadRow,
  WorkloadTask,
} from '@keel/types';
import { formatDay } from '../../lib/format';

/*
 * The heat map's model, pure so it is unit-tested without a browser: the
 * answer of `POST /tasks/workload` -> rows top to bottom (each team's
 * subtotal row, then its people; the unassigned row; the total), each cell's
 * band and marker, and the keyboard moves across cells.
 *
 * Decisions (issue 17 left them open):
 * - The marker is words as well as colour: "Over" above 100 %, "Free" below
 *   50 %. A cell without capacity (weekend day, holiday, leave, before or
 *   after employment) but with work allocated is "Over"; with neither it
 *   shows a dash and no marker.
 * - Subtotals and the total are the API's (the total counts a person in two
 *   teams once, and adds the unassigned hours; its utilisation, colour and
 *   marker are the people's: unassigned work has no capacity).
 * - The grid's answer has no task details (`includeTasks: false`); a cell's
 *   drawer asks for its own (`cellTasks` reads that answer).
 * - Tentative minutes (tasks of draft projects) show beside the allocation
 *   and never count in the utilisation, the colour or the marker.
 * - The unassigned row has no capacity: its cells show the hours waiting
 *   for someone, in a neutral colour, with no marker.
 */

export type Band = 'none' | 'free' | 'ok' | 'busy' | 'over' | 'unassigned';
export type Marker = 'Over' | 'Free' | null;
export type RowKind = 'team' | 'user' | 'unassigned' | 'total';

/** A cell as the grid shows it: figures, and the tasks behind it (none on sums). */
export interface GridCell extends WorkloadFigures {
  tasks: readonly WorkloadTask[];
  /** The tasks behind the cell (its `tasks` are empty in the grid's answer). */
  taskCount: number;
}

export interface GridRow {
  /** Unique in the grid: `team-3` (subtotal), `team-3:12` (person), `unassigned`, `total`. */
  key: string;
  kind: RowKind;
  /** What the row header says. */
  label: string;
  /** The person of a `user` row. */
  user: { id: number; name: string } | null;
  /** The team of a `team` or `user` row (null: in no team). */
  team: { id: number; name: string } | null;
  /** A `user` row's person has no employee record (no capacity). */
  noEmployeeRecord: boolean;
  /** Open tasks with an estimate but no dates (not spread over any cell). */
  unscheduled: readonly WorkloadTask[];
  cells: readonly GridCell[];
}

export function bandOf(cell: WorkloadFigures, kind: RowKind): Band {
  if (kind === 'unassigned')
    return cell.allocatedMinutes + cell.tentativeMinutes > 0 ? 'unassigned' : 'none';
  const u = cell.utilisation;
  if (u === null) return cell.allocatedMinutes > 0 ? 'over' : 'none';
  if (u > 1) return 'over';
  if (u < 0.5) return 'free';
  if (u >= 0.85) return 'busy';
  return 'ok';
}

export function markerOf(band: Band): Marker {
  if (band === 'over') return 'Over';
  if (band === 'free') return 'Free';
  return null;
}

/** `0.856` -> `86 %`; no capacity -> `—`. */
export function percentText(utilisation: number | null): string {
  return utilisation === null ? '—' : `${Math.round(utilisation * 100)} %`;
}

/** Minutes as short hours for a cell: `450` -> `7.5`, `0` -> `0`. */
export function shortHours(minutes: number): string {
  return String(Math.round((minutes / 60) * 10) / 10);
}

const sums = (figures: readonly WorkloadFigures[]): GridCell[] =>
  figures.map((f) => ({ ...f, tasks: [], taskCount: 0 }));

function personRow(groupKey: string, team: GridRow['team'], row: WorkloadRow): GridRow {
  const user = row.user!;
  return {
    key: `${groupKey}:${user.id}`,
    kind: 'user',
    label: user.name,
    user: { id: user.id, name: user.name },
    team,
    noEmployeeRecord: !row.hasEmployeeRecord,
    unscheduled: row.unscheduled,
    cells: row.cells,
  };
}

/** The rows of the grid, top to bottom, as the API orders its groups. */
export function buildRows(result: WorkloadResult): GridRow[] {
  const rows: GridRow[] = [];
  let unassigned: GridRow | null = null;
  let people = 0;
  for (const group of result.groups) {
    if (group.key === 'unassigned') {
      const row = group.users[0];
      if (row)
        unassigned = {
          key: 'unassigned',
          kind: 'unassigned',
          label: 'Unassigned',
          user: null,
          team: null,
          noEmployeeRecord: false,
          unscheduled: row.unscheduled,
          cells: row.cells,
        };
      continue;
    }
    const team = group.team ? { id: group.team.id, name: group.team.name } : null;
    rows.push({
      key: group.key,
      kind: 'team',
      label: `${team?.name ?? 'No team'} (subtotal)`,
      user: null,
      team,
      noEmployeeRecord: false,
      unscheduled: [],
      cells: sums(group.subtotals),
    });
    for (const row of group.users) {
      if (row.user) {
        rows.push(personRow(group.key, team, row));
        people += 1;
      }
    }
  }
  if (unassigned) rows.push(unassigned);
  if (people > 1 || unassigned) {
    rows.push({
      key: 'total',
      kind: 'total',
      label: 'Total',
      user: null,
      team: null,
      noEmployeeRecord: false,
      unscheduled: [],
      cells: sums(result.totals),
    });
  }
  return rows;
}

/** Cells of `user` and `unassigned` rows open their tasks; sums do not. */
export const opensTasks = (row: GridRow): boolean =>
  row.kind === 'user' || row.kind === 'unassigned';

export interface CellPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of `rows` x `cols` cells, or null
 * when the key is not a move. Arrows move one cell (stopping at the edges),
 * Home/End go to the row's first/last cell, Ctrl+Home/End to the grid's
 * first/last, PageUp/PageDown five rows.
 */
export function moveFocus(
  from: CellPosition,
  key: string,
  rows: number,
  cols: number,
  ctrl = false,
): CellPosition | null {
  const at = (row: number, col: number) => ({
    row: Math.min(rows - 1, Math.max(0, row)),
    col: Math.min(cols - 1, Math.max(0, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return at(from.row - 1, from.col);
    case 'ArrowDown':
      return at(from.row + 1, from.col);
    case 'ArrowLeft':
      return at(from.row, from.col - 1);
    case 'ArrowRight':
      return at(from.row, from.col + 1);
    case 'Home':
      return ctrl ? at(0, 0) : at(from.row, 0);
    case 'End':
      return ctrl ? at(rows - 1, cols - 1) : at(from.row, cols - 1);
    case 'PageUp':
      return at(from.row - 5, from.col);
    case 'PageDown':
      return at(from.row + 5, from.col);
    default:
      return null;
  }
}

/** A period's column header: `23 Nov` for a week (its first day), `Mon 23` for a day. */
export function periodHeader(period: WorkloadPeriod): string {
  return period.kind === 'day'
    ? formatDay(period.start, 'weekdayDay')
    : formatDay(period.start, 'dayMonth');
}

/** A period in words for a cell's name: `week of 23 Nov` or `Mon 23 Nov`. */
export function periodName(period: WorkloadPeriod): string {
  return period.kind === 'day'
    ? `${formatDay(period.start, 'weekdayDay')} ${formatDay(period.start, 'dayMonth').replace(/^\d+\s*/, '')}`
    : `week of ${formatDay(period.start, 'dayMonth')}`;
}

const hoursText = (minutes: number) => `${shortHours(minutes)} h`;

/**
 * Everything a cell says, as one sentence for its accessible name: who and
 * when, the utilisation and its marker, the hours, and how many tasks.
 */
export function cellLabel(row: GridRow, period: WorkloadPeriod, cell: GridCell): string {
  const band = bandOf(cell, row.kind);
  const marker = markerOf(band);
  const parts = [`${row.label}, ${periodName(period)}`];
  if (row.kind === 'unassigned') {
    parts.push(`${hoursText(cell.allocatedMinutes)} of work with nobody assigned`);
  } else {
    const state =
      cell.utilisation === null
        ? cell.allocatedMinutes > 0
          ? 'no capacity, over-allocated'
          : 'no capacity'
        : `${percentText(cell.utilisation)}${marker === 'Over' ? ', over-allocated' : marker === 'Free' ? ', free' : ''}`;
    parts.push(state);
    parts.push(
      `${hoursText(cell.allocatedMinutes)} allocated of ${hoursText(cell.capacityMinutes)} capacity`,
    );
  }
  if (cell.tentativeMinutes > 0) parts.push(`${hoursText(cell.tentativeMinutes)} tentative`);
  if (cell.loggedMinutes > 0) parts.push(`${hoursText(cell.loggedMinutes)} logged`);
  if (opensTasks(row)) parts.push(`${cell.taskCount} ${cell.taskCount === 1 ? 'task' : 'tasks'}`);
  return parts.join('; ');
}

/**
 * The tasks of one row in a drawer's answer (asked for one cell's period,
 * with the tasks; see `cellBody`): a person's (`userId`) or the unassigned
 * row's (null), each task once with its minutes over the answer's periods
 * (a week asks per day), and the row's tasks without dates.
 */
export function cellTasks(
  result: WorkloadResult,
  userId: number | null,
): { tasks: WorkloadTask[]; unscheduled: readonly WorkloadTask[] } {
  const row = result.groups
    .flatMap((g) => g.users)
    .find((r) => (userId === null ? r.user === null : r.user?.id === userId));
  if (!row) return { tasks: [], unscheduled: [] };
  const byId = new Map<number, WorkloadTask>();
  for (const cell of row.cells)
    for (const task of cell.tasks) {
      const seen = byId.get(task.taskId);
      byId.set(
        task.taskId,
        seen ? { ...seen, allocatedMinutes: seen.allocatedMinutes + task.allocatedMinutes } : task,
      );
    }
  return { tasks: [...byId.values()], unscheduled: row.unscheduled };
}
