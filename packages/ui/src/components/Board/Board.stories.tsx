import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Board, type BoardColumn } from './Board';
import { applyMove, taskColumns, type TaskCard } from './board.fixtures';

function TaskBoard({
  initial,
  readOnly = false,
}: {
  initial: BoardColumn<TaskCard>[];
  readOnly?: boolean;
}) {
  const [columns, setColumns] = useState(initial);
  return (
    <Board<TaskCard>
      aria-label="Tasks"
      columns={columns}
      getItemId={(card) => card.id}
      getItemText={(card) => card.title}
      renderCard={(card) => (
        <>
          <div style={{ fontWeight: 600 }}>{card.title}</div>
          <div style={{ fontSize: 12 }}>{card.assignee}</div>
        </>
      )}
      onMove={readOnly ? undefined : (move) => setColumns((current) => applyMove(current, move))}
    />
  );
}

const meta = {
  title: 'Composites/Board',
  component: TaskBoard,
  args: { initial: taskColumns },
} satisfies Meta<typeof TaskBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadOnly: Story = { args: { readOnly: true } };

export const EmptyColumns: Story = {
  args: { initial: taskColumns.map((column) => ({ ...column, items: [] })) },
};

export const LongText: Story = {
  args: {
    initial: [
      {
        id: 'todo',
        title: 'To do',
        items: [
          {
            id: 'l1',
            title:
              'Reconcile the timesheet exports of every team against the finance system before the quarter closes, including contractors',
            assignee: 'Fin Ance',
          },
        ],
      },
      ...taskColumns.slice(1),
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
