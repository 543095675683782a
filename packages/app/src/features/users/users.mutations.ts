import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  usersEndpoints,
  type CurrentUser,
  type CustomTaskViewInput,
  type ProjectsBrowserColumns,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { sessionKeys } from '../../lib/session';

/**
 * Saves the whole list of custom task views (SPEC §7: the whole list is sent)
 * and waits until the current user, which carries them, is fresh again.
 */
export function useSaveCustomTaskViewsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (views: CustomTaskViewInput[]) =>
      apiRequest(usersEndpoints.saveTasksPageCustomViews, { body: views }),
    onSuccess: async (saved) => {
      // Show the saved list at once, then confirm it with the server.
      queryClient.setQueryData<CurrentUser | null>(sessionKeys.current(), (user) =>
        user ? { ...user, settings: { ...user.settings, tasksPageCustomViews: saved } } : user,
      );
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}

/**
 * Saves the project browser's column choice (the whole value is sent). The current user in the
 * cache takes the new choice at once, before the request, so a browser reading its columns from
 * the saved setting never shows the old choice meanwhile; the server's answer to the latest save
 * (which drops ids of custom fields that no longer exist) then replaces it.
 */
export function useSaveProjectsBrowserColumnsMutation() {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const setColumns = (columns: ProjectsBrowserColumns) =>
    queryClient.setQueryData<CurrentUser | null>(sessionKeys.current(), (user) =>
      user ? { ...user, settings: { ...user.settings, projectsBrowserColumns: columns } } : user,
    );
  const mutation = useMutation({
    mutationFn: ({ columns }: { columns: ProjectsBrowserColumns; save: number }) =>
      apiRequest(usersEndpoints.saveProjectsBrowserColumns, { body: columns }),
    // An earlier save answering late must not undo a later choice.
    onSuccess: (saved, { save }) => {
      if (save === latest.current) setColumns(saved);
    },
    // A failed save shows the error snackbar (SPEC §8); the server's state comes back.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
  });
  return {
    isPending: mutation.isPending,
    save(columns: ProjectsBrowserColumns) {
      setColumns(columns);
      latest.current += 1;
      mutation.mutate({ columns, save: latest.current });
    },
  };
}
