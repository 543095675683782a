import { rolesEndpoints, type Role } from '@keel/types';
import { useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useAnnounce } from '../../lib/refresh';

/**
 * A role's flags reach its users' permissions and the signed-in user's own menu:
 * the roles, their users' permissions, the pickers and the signed-in user (app/refresh-map.ts).
 */
const useInvalidateRoles = () => useAnnounce({ name: 'role changed' });

const paramsOf = (role: Role) => ({ roleId: role.id });

export function useSaveRoleMutation(role: Role | null) {
  return useVersionedSaveMutation(rolesEndpoints, role, paramsOf, useInvalidateRoles());
}

export function useDeleteRoleMutation() {
  return useVersionedMutation(rolesEndpoints.remove, paramsOf, useInvalidateRoles());
}
