import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scopeEndpoints, type ScopeDecisionInput, type ScopeItem } from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { scopeKeys } from './scope.queries';
import { announce } from '../../lib/refresh';

/**
 * Scope changes refresh the project's sections and budget history; a decision
 * also changes the project (its budget and version), so the project reloads too.
 */
function useInvalidateScope(projectId: number) {
  const queryClient = useQueryClient();
  return async (projectChanged = false) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: scopeKeys.project(projectId) }),
      projectChanged ? announce(queryClient, { name: 'project changed', projectId }) : null,
    ]);
  };
}

const paramsIn = (projectId: number) => (item: ScopeItem) => ({ projectId, scopeItemId: item.id });

/** Create (no item yet) or update (with its version) from the scope item dialog. */
export function useSaveScopeItemMutation(projectId: number, item: ScopeItem | null) {
  const invalidate = useInvalidateScope(projectId);
  return useVersionedSaveMutation(scopeEndpoints, item, paramsIn(projectId), () => invalidate(), {
    projectId,
  });
}

/** Marks an approved change request delivered (or back to approved): an update with every field. */
export function useSetDeliveredMutation(projectId: number) {
  const invalidate = useInvalidateScope(projectId);
  return useMutation({
    mutationFn: ({ item, delivered }: { item: ScopeItem; delivered: boolean }) =>
      apiRequest(scopeEndpoints.update, {
        params: paramsIn(projectId)(item),
        body: {
          title: item.title,
          description: item.description,
          type: item.type,
          status: delivered ? 'delivered' : 'approved',
          effortMinutes: item.effortMinutes,
          priceAmount: item.price?.amount ?? 0,
          requestedBy: item.requestedBy,
          version: item.version,
        },
      }),
    onSuccess: () => invalidate(),
  });
}

export function useDecideScopeItemMutation(projectId: number, item: ScopeItem) {
  const invalidate = useInvalidateScope(projectId);
  return useMutation({
    mutationFn: (body: Omit<ScopeDecisionInput, 'version'>) =>
      apiRequest(scopeEndpoints.decide, {
        params: paramsIn(projectId)(item),
        body: { ...body, version: item.version },
      }),
    onSuccess: (saved) => invalidate(saved.status === 'approved'),
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteScopeItemMutation(projectId: number) {
  const invalidate = useInvalidateScope(projectId);
  return useVersionedMutation(scopeEndpoints.remove, paramsIn(projectId), () => invalidate());
}
