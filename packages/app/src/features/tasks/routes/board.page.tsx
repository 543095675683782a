import { memo, useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Task, TaskStatus } from '@keel/types';
import {
  Avatar,
  Badge,
  Board,
  Button,
  Callout,
  Icon,
  Skeleton,
  Stack,
  type BoardMove,
  Text,
  Inline,
} from '@keel/ui';
import { formatDate, formatDuration, todayUtc } from '../../../lib/format';
import { boardTasksQueryOptions, tasksKeys } from '../tasks.queries';
import { useMoveBoardTaskMutation } from '../task-board.mutations';
import { withTaskDrawer } from '../task-drawer-url';
import { applyBoardDrop, boardColumns, canMoveTask } from '../board-order';
import * as styles from '../board.css';
import { currentUserQueryOptions, may } from '../../../lib/session';
import { useProjectContext } from '../../projects';

/**
 * The project's task board (`/projects/{id}/tasks/board`): one column per
 * status with the top-level tasks in board order. Cards move with the pointer
 * or the keyboard (the Board's react-aria drag and drop); a move shows at once
 * and is saved as a position, a failure puts the card back and shows the
 * error. A card opens the task drawer (`?task=<id>`).
 */
export default function BoardPage() {
  const { project, permissions } = useProjectContext();
  const me = useQuery(currentUserQueryOptions()).data;
  // Columns through `select`: react-query's structural sharing keeps each unchanged column (and
  // card) the same object after a move or a refetch, so the Board re-renders only what changed.
  const tasks = useQuery({ ...boardTasksQueryOptions(project.id), select: boardColumns });
  const queryClient = useQueryClient();
  const move = useMoveBoardTaskMutation(project.id);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const columns = tasks.data ?? null;
  const viewer = useMemo(
    () =>
      me
        ? {
            userId: me.id,
            teamIds: me.teams.map((team) => team.id),
            // Matches the server's rule (taskPermissionsFor): the global reading flag and the
            // project's updateAnyTask make a manager of every task of the project.
            managesTasks:
              may(me, 'readProjectTasks') && permissions.readTasks && permissions.updateAnyTask,
          }
        : null,
    [me, permissions.readTasks, permissions.updateAnyTask],
  );
  const canMove = useCallback(
    (task: Task) => viewer !== null && canMoveTask(task, viewer),
    [viewer],
  );
  const anyMovable = useMemo(
    () => Boolean(columns?.some((column) => column.items.some(canMove))),
    [columns, canMove],
  );

  const { mutate } = move;
  const onMove = useCallback(
    (drop: BoardMove) => {
      // The whole list (subtasks too) as cached now, read at drop time: a stable callback.
      const all = queryClient.getQueryData<Task[]>(tasksKeys.board(project.id));
      if (!all) return;
      const result = applyBoardDrop(all, {
        taskId: Number(drop.itemId),
        status: drop.toColumn as TaskStatus,
        index: drop.index,
      });
      if (result) mutate(result);
    },
    [queryClient, project.id, mutate],
  );
  const onCardAction = useCallback(
    (itemId: string) => void navigate({ search: withTaskDrawer(searchParams, Number(itemId)) }),
    [navigate, searchParams],
  );
  const today = todayUtc();
  const renderCard = useCallback((task: Task) => <TaskCard task={task} today={today} />, [today]);

  if (!columns && tasks.isError) {
    // The error policy has already shown why (SPEC §8); the page offers to try again.
    return (
      <Callout
        tone="critical"
        announce="none"
        action={<Button onPress={() => void tasks.refetch()}>Try again</Button>}
      >
        The task board could not be loaded.
      </Callout>
    );
  }
  if (!columns) {
    return (
      <Stack>
        <Skeleton height={16} width="30%" label="Loading the task board" />
        <Skeleton height={240} isDecorative />
      </Stack>
    );
  }

  const cards = columns.reduce((sum, column) => sum + column.items.length, 0);
  return (
    <Stack>
      {/* The page's outline: h1 project, h2 board, h3 each column (the Board's headings). */}
      <Text as="h2" size="large" weight="strong">
        Board
      </Text>
      <Text as="p" tone="muted" size="small">
        {cards === 1 ? '1 task' : `${cards} tasks`}
        {anyMovable ? `. ${KEYBOARD_HINT}` : cards > 0 ? '. You may not move these cards.' : '.'}
      </Text>
      <Board<Task>
        aria-label={`Task board of ${project.code}`}
        columns={columns}
        getItemId={taskKey}
        getItemText={taskText}
        renderCard={renderCard}
        canMoveItem={canMove}
        onMove={anyMovable ? onMove : undefined}
        onCardAction={onCardAction}
        emptyColumnText="No tasks"
        // Columns scroll within the view and render only the cards in sight: 500 cards open fast.
        columnMaxHeight="max(320px, calc(100vh - 320px))"
        cardHeight={CARD_HEIGHT}
      />
    </Stack>
  );
}

/**
 * How a card moves, as the Board's react-aria drag and drop really takes keys: Right Arrow
 * reaches a card's drag button, Enter picks the card up, Tab (Shift+Tab) goes to the next
 * (previous) column — the arrows only move within a column —, Enter drops, Escape cancels.
 */
const KEYBOARD_HINT =
  'Drag a card by its handle, or with the keyboard: focus a card, press Right Arrow then Enter to pick it up, Tab or Shift+Tab to go to another column, Up or Down Arrow to choose the place, Enter to drop it there (Escape cancels).';

const taskKey = (task: Task) => String(task.id);
const taskText = (task: Task) => task.name;

/** Cards have one height (the board places them without measuring): the name takes two lines at most. */
const CARD_HEIGHT = 84;

/** One card: name, then assignee, due date (overdue marked by an icon), estimate and labels. */
const TaskCard = memo(function TaskCard({ task, today }: { task: Task; today: string }) {
  const overdue = task.dueDate !== null && task.status !== 'done' && task.dueDate < today;
  return (
    <>
      <Text weight="strong" maxLines={2}>
        {task.name}
      </Text>
      <div className={styles.cardMeta}>
        <Text tone="muted" size="small">
          <Inline as="span" gap="xsmall" wrap={false}>
            {task.assignee ? (
              <Avatar name={task.assignee.name} color={task.assignee.color} size="xsmall" />
            ) : null}
            {task.dueDate ? (
              // Overdue: its own icon, named for screen readers, besides the colour.
              <Text tone={overdue ? 'critical' : 'muted'} weight={overdue ? 'strong' : undefined}>
                <Inline as="span" gap="xxsmall" wrap={false}>
                  <Icon
                    name={overdue ? 'alert' : 'calendar'}
                    size="small"
                    label={overdue ? 'Overdue, due' : 'Due'}
                  />
                  {formatDate(task.dueDate)}
                </Inline>
              </Text>
            ) : null}
            {task.workEstimation !== null ? (
              <Inline as="span" gap="xxsmall" wrap={false}>
                <Icon name="clock" size="small" label="Estimate" />
                {formatDuration(task.workEstimation)}
              </Inline>
            ) : null}
            {task.subtaskCount > 0 ? (
              <Inline as="span" gap="xxsmall" wrap={false}>
                <Icon name="list" size="small" label="Subtasks" />
                {task.subtaskCount}
              </Inline>
            ) : null}
            {task.labels.map((label) => (
              <Badge key={label}>{label}</Badge>
            ))}
          </Inline>
        </Text>
      </div>
    </>
  );
});
