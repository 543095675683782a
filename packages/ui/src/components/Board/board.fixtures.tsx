import { useState, type ReactNode } from 'react';
import { Board, type BoardColumn, type BoardMove } from './Board';

/** Deterministic cards for stories and tests. */
export interface TaskCard {
  id: string;
  title: string;
  assignee: string;
}

export const taskColumns: BoardColumn<TaskCard>[] = [
  {
    id: 'todo',
    title: 'To do',
    items: [
      { id: 't1', title: 'Write the migration plan', assignee: 'Pat Manager' },
      { id: 't2', title: 'Review the quote template', assignee: 'Fin Ance' },
      { id: 't3', title: 'Book the kick-off', assignee: 'Max Member' },
    ],
  },
  {
    id: 'doing',
    title: 'In progress',
    items: [{ id: 't4', title: 'Design the import screen', assignee: 'Max Member' }],
  },
  { id: 'done', title: 'Done', items: [] },
];

/** Applies a move to columns the way a caller of Board would. */
export function applyMove<T extends { id: string }>(
  columns: readonly BoardColumn<T>[],
  move: BoardMove,
): BoardColumn<T>[] {
  const card = columns.flatMap((column) => column.items).find((item) => item.id === move.itemId);
  if (!card) return [...columns];
  return columns.map((column) => {
    const items = column.items.filter((item) => item.id !== move.itemId);
    if (column.id === move.toColumn) items.splice(move.index, 0, card);
    return { ...column, items };
  });
}

/** How the stories and tests name the board and its cards. */
export const taskBoardProps = {
  'aria-label': 'Tasks',
  getItemId: (card: TaskCard) => card.id,
  getItemText: (card: TaskCard) => card.title,
};

/** A board of task cards that applies each move to its own columns (none when read-only). */
export function MovingTaskBoard({
  initial,
  readOnly = false,
  onMove,
  renderCard,
}: {
  initial: BoardColumn<TaskCard>[];
  readOnly?: boolean;
  /** Told of each move before it is applied. */
  onMove?: (move: BoardMove) => void;
  renderCard: (card: TaskCard) => ReactNode;
}) {
  const [columns, setColumns] = useState(initial);
  return (
    <Board<TaskCard>
      {...taskBoardProps}
      columns={columns}
      renderCard={renderCard}
      onMove={
        readOnly
          ? undefined
          : (move) => {
              onMove?.(move);
              setColumns((current) => applyMove(current, move));
            }
      }
    />
  );
}
