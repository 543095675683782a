import { teamsEndpoints, type Team } from '@keel/types';
import { useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useAnnounce } from '../../lib/refresh';

/**
 * Teams show in user lists and in the signed-in user's task menu too:
 * the teams, the user pages, the pickers and the signed-in user (app/refresh-map.ts).
 */
const useInvalidateTeams = () => useAnnounce({ name: 'team changed' });

const paramsOf = (team: Team) => ({ teamId: team.id });

/** Create (no team yet) or update (with its version) from the team dialog. */
export function useSaveTeamMutation(team: Team | null) {
  return useVersionedSaveMutation(teamsEndpoints, team, paramsOf, useInvalidateTeams());
}

export function useDeleteTeamMutation() {
  return useVersionedMutation(teamsEndpoints.remove, paramsOf, useInvalidateTeams());
}
