import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@keel/types';
import { tasksKeys } from './tasks.queries';
import { replaceTask, type BoardMoveResult } from './board-order';
import { updateTaskField } from './task-write.mutations';

/**
 * Moves a card on a project's board (`PUT .../index` within its column,
 * `.../placement` to another), optimistically: the board shows the computed
 * order at once, a failure restores the order from before the move and the
 * error policy shows the SPEC §8 message. Moves of one board run one at a
 * time (`scope`), each sending the version the previous answer left in the
 * cache, so quick successive moves of one card do not collide on their own
 * versions; the lists refresh once the last pending move has settled, so a
 * refetch never undoes a move still on its way.
 */
export function useMoveBoardTaskMutation(projectId: number) {
  const queryClient = useQueryClient();
  const boardKey = tasksKeys.board(projectId);
  const mutationKey = tasksKeys.boardMoves(projectId);
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (move: BoardMoveResult) => {
      const taskId = move.task.id;
      const cached = queryClient.getQueryData<Task[]>(boardKey)?.find((t) => t.id === taskId);
      const version = cached?.version ?? move.task.version;
      return move.changesStatus
        ? updateTaskField(taskId, 'placement', {
            status: move.status,
            position: move.position,
            version,
          })
        : updateTaskField(taskId, 'index', { position: move.position, version });
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<Task[]>(boardKey);
      queryClient.setQueryData<Task[]>(boardKey, move.tasks);
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
    },
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(boardKey, (tasks) => tasks && replaceTask(tasks, task));
      queryClient.setQueryData(tasksKeys.detail(task.id), task);
    },
    onSettled: async (_task, _error, move) => {
      await queryClient.invalidateQueries({ queryKey: tasksKeys.updates(move.task.id) });
      // This move still counts as pending here: 1 means it is the last one.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: tasksKeys.lists() });
      }
    },
  });
}
