import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Board, type BoardMove } from './Board';
import { MovingTaskBoard, taskBoardProps, taskColumns, type TaskCard } from './board.fixtures';

function ControlledBoard({ onMove }: { onMove: (move: BoardMove) => void }) {
  return (
    <MovingTaskBoard
      initial={taskColumns}
      onMove={onMove}
      renderCard={(card) => (
        <>
          <strong>{card.title}</strong>
          <div>{card.assignee}</div>
        </>
      )}
    />
  );
}

/** The controlled board, its moves reported to a mock, and a user on the fake timers. */
function renderControlledBoard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onMove = vi.fn<(move: BoardMove) => void>();
  render(<ControlledBoard onMove={onMove} />);
  return { user, onMove };
}

/** Enter picks a card up or drops it; the drag's timers then run out at once. */
async function pressEnter(user: UserEvent) {
  await user.keyboard('{Enter}');
  act(() => vi.runAllTimers());
}

/** Waits for the one move the board reports, and checks it. */
async function expectOneMove(onMove: Mock<(move: BoardMove) => void>, move: BoardMove) {
  await vi.waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
  expect(onMove.mock.calls[0]?.[0]).toEqual(move);
}

describe('Board', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one list per column named by its heading, with a drag button per card', () => {
    render(<ControlledBoard onMove={() => {}} />);
    const todo = screen.getByRole('grid', { name: 'To do' });
    expect(within(todo).getAllByRole('row')).toHaveLength(3);
    expect(
      within(todo).getByRole('button', { name: 'Drag Write the migration plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Done' })).toHaveTextContent('No cards');
  });

  it('moves a card to another column with the keyboard and reports it through onMove', async () => {
    const { user, onMove } = renderControlledBoard();

    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Write the migration plan/);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Drag Write the migration plan');
    await pressEnter(user);

    // Tab moves the drop target to the next column; Enter drops there.
    await user.tab();
    expect(document.activeElement?.closest('[role="grid"]')).toBe(
      screen.getByRole('grid', { name: 'In progress' }),
    );
    await pressEnter(user);

    // Dropping on the column itself appends the card.
    await expectOneMove(onMove, {
      itemId: 't1',
      fromColumn: 'todo',
      toColumn: 'doing',
      index: 1,
    });
    expect(
      within(screen.getByRole('grid', { name: 'In progress' })).getAllByRole('row'),
    ).toHaveLength(2);
  });

  it('reorders a card within its column with the keyboard', async () => {
    const { user, onMove } = renderControlledBoard();

    await user.tab();
    await user.keyboard('{ArrowRight}');
    await pressEnter(user);
    // Down past the second card, then drop: the first card becomes the second.
    await user.keyboard('{ArrowDown}');
    await pressEnter(user);
    await expectOneMove(onMove, {
      itemId: 't1',
      fromColumn: 'todo',
      toColumn: 'todo',
      index: 1,
    });
    const titles = within(screen.getByRole('grid', { name: 'To do' }))
      .getAllByRole('row')
      .map((row) => row.querySelector('strong')?.textContent);
    expect(titles).toEqual([
      'Review the quote template',
      'Write the migration plan',
      'Book the kick-off',
    ]);
  });

  it('gives no drag button to a card that may not move, and keeps it a row one can act on', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCardAction = vi.fn<(id: string) => void>();
    render(
      <Board<TaskCard>
        {...taskBoardProps}
        columns={taskColumns}
        renderCard={(card) => card.title}
        canMoveItem={(card) => card.id !== 't2'}
        onMove={() => {}}
        onCardAction={onCardAction}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Drag Write the migration plan' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Drag Review the quote template' }),
    ).not.toBeInTheDocument();
    const fixed = screen.getByRole('row', { name: 'Review the quote template' });
    expect(fixed).not.toHaveAttribute('data-movable');
    expect(screen.getByRole('row', { name: 'Write the migration plan' })).toHaveAttribute(
      'data-movable',
    );
    // Still reachable and actionable from the keyboard (not a disabled row).
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(fixed);
    await user.keyboard('{Enter}');
    expect(onCardAction).toHaveBeenCalledWith('t2');
  });

  it('has no drag buttons when it is read-only', () => {
    render(
      <Board<TaskCard>
        {...taskBoardProps}
        columns={taskColumns}
        renderCard={(card) => card.title}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Drag/ })).not.toBeInTheDocument();
  });
});
