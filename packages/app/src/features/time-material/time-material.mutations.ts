import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timeMaterialEndpoints,
  type TimeMaterialContract,
  type TimeMaterialContractCreateInput,
  type TimeMaterialResource,
  type TimeMaterialResourceCreateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { timeMaterialKeys } from './time-material.queries';

/** Every write changes the project's figures: the list, the details and the timesheets. */
function useInvalidateProject(projectId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: timeMaterialKeys.project(projectId) });
  };
}

/** Create (no contract yet) or update (with its version) from the contract dialog. */
export function useSaveContractMutation(projectId: number, contract: TimeMaterialContract | null) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (body: TimeMaterialContractCreateInput) =>
      contract
        ? apiRequest(timeMaterialEndpoints.update, {
            params: { projectId, contractId: contract.id },
            body: { ...body, version: contract.version },
          })
        : apiRequest(timeMaterialEndpoints.create, { params: { projectId }, body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteContractMutation(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (contract: TimeMaterialContract) =>
      apiRequest(timeMaterialEndpoints.remove, {
        params: { projectId, contractId: contract.id },
        query: { version: contract.version },
      }),
    onSuccess: invalidate,
  });
}

/** Add a person (no resource yet) or change a resource's rate and cap (with its version). */
export function useSaveResourceMutation(
  projectId: number,
  contractId: number,
  resource: TimeMaterialResource | null,
) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (body: TimeMaterialResourceCreateInput) =>
      resource
        ? apiRequest(timeMaterialEndpoints.updateResource, {
            params: { projectId, contractId, resourceId: resource.id },
            body: {
              hourlyRate: body.hourlyRate,
              capMinutes: body.capMinutes ?? null,
              version: resource.version,
            },
          })
        : apiRequest(timeMaterialEndpoints.addResource, {
            params: { projectId, contractId },
            body,
          }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useRemoveResourceMutation(projectId: number, contractId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (resource: TimeMaterialResource) =>
      apiRequest(timeMaterialEndpoints.removeResource, {
        params: { projectId, contractId, resourceId: resource.id },
        query: { version: resource.version },
      }),
    onSuccess: invalidate,
  });
}

/**
 * Create or rotate the public link. The answer is the only one that carries
 * the token: the caller shows it once, from the mutation's data.
 */
export function useRotateStakeholderTokenMutation(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (contract: TimeMaterialContract) =>
      apiRequest(timeMaterialEndpoints.rotateStakeholderToken, {
        params: { projectId, contractId: contract.id },
        body: { version: contract.version },
      }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useRevokeStakeholderTokenMutation(projectId: number) {
  const invalidate = useInvalidateProject(projectId);
  return useMutation({
    mutationFn: (contract: TimeMaterialContract) =>
      apiRequest(timeMaterialEndpoints.revokeStakeholderToken, {
        params: { projectId, contractId: contract.id },
        query: { version: contract.version },
      }),
    onSuccess: invalidate,
  });
}
