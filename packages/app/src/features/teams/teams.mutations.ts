import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsEndpoints, type Team, type TeamCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';

/** Teams show in user lists and in the signed-in user's task menu too. */
function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return async () => {
    // The teams, the user pages, the pickers and the signed-in user (app/refresh-map.ts).
    await announce(queryClient, { name: 'team changed' });
  };
}

/** Create (no team yet) or update (with its version) from the team dialog. */
export function useSaveTeamMutation(team: Team | null) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (body: TeamCreateInput) =>
      team
        ? apiRequest(teamsEndpoints.update, {
            params: { teamId: team.id },
            body: { ...body, version: team.version },
          })
        : apiRequest(teamsEndpoints.create, { body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteTeamMutation() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (team: Team) =>
      apiRequest(teamsEndpoints.remove, {
        params: { teamId: team.id },
        query: { version: team.version },
      }),
    onSuccess: invalidate,
  });
}
