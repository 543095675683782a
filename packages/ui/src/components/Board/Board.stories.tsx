import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BoardColumn } from './Board';
import { MovingTaskBoard, taskColumns, type TaskCard } from './board.fixtures';

function TaskBoard(props: { initial: BoardColumn<TaskCard>[]; readOnly?: boolean }) {
  return (
    <MovingTaskBoard
      {...props}
      renderCard={(card) => (
        <>
          <div style={{ fontWeight: 600 }}>{card.title}</div>
          <div style={{ fontSize: 12 }}>{card.assignee}</div>
        </>
      )}
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
