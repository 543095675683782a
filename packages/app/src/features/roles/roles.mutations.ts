import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints, type Role, type RoleCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';

/** A role's flags reach its users' permissions and the signed-in user's own menu. */
function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return async () => {
    // The roles, their users' permissions, the pickers and the signed-in user (app/refresh-map.ts).
    await announce(queryClient, { name: 'role changed' });
  };
}

export function useSaveRoleMutation(role: Role | null) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleCreateInput) =>
      role
        ? apiRequest(rolesEndpoints.update, {
            params: { roleId: role.id },
            body: { ...body, version: role.version },
          })
        : apiRequest(rolesEndpoints.create, { body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (role: Role) =>
      apiRequest(rolesEndpoints.remove, {
        params: { roleId: role.id },
        query: { version: role.version },
      }),
    onSuccess: invalidate,
  });
}
