import { useMutation } from '@tanstack/react-query';
import {
  timeMaterialEndpoints,
  type TimeMaterialContract,
  type TimeMaterialResource,
  type TimeMaterialResourceCreateInput,
} from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { timeMaterialKeys } from './time-material.queries';

/** Every write changes the project's figures: the list, the details and the timesheets. */
function useInvalidateProject(projectId: number) {
  return useInvalidate(timeMaterialKeys.project(projectId));
}

const contractIn = (projectId: number) => (contract: TimeMaterialContract) => ({
  projectId,
  contractId: contract.id,
});

/** Create (no contract yet) or update (with its version) from the contract dialog. */
export function useSaveContractMutation(projectId: number, contract: TimeMaterialContract | null) {
  return useVersionedSaveMutation(
    timeMaterialEndpoints,
    contract,
    contractIn(projectId),
    useInvalidateProject(projectId),
    { projectId },
  );
}

export function useDeleteContractMutation(projectId: number) {
  return useVersionedMutation(
    timeMaterialEndpoints.remove,
    contractIn(projectId),
    useInvalidateProject(projectId),
  );
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
  return useVersionedMutation(
    timeMaterialEndpoints.removeResource,
    (resource: TimeMaterialResource) => ({ projectId, contractId, resourceId: resource.id }),
    useInvalidateProject(projectId),
  );
}

/**
 * Create or rotate the public link. The answer is the only one that carries
 * the token: the caller shows it once, from the mutation's data.
 */
export function useRotateStakeholderTokenMutation(projectId: number) {
  return useVersionedMutation(
    timeMaterialEndpoints.rotateStakeholderToken,
    contractIn(projectId),
    useInvalidateProject(projectId),
    { errorPolicy: 'inline' },
  );
}

export function useRevokeStakeholderTokenMutation(projectId: number) {
  return useVersionedMutation(
    timeMaterialEndpoints.revokeStakeholderToken,
    contractIn(projectId),
    useInvalidateProject(projectId),
  );
}
