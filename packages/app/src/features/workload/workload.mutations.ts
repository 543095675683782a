import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { holidaysEndpoints, type HolidayUpdateInput } from '@keel/types';
import { useBodyMutation, useEndpointMutation, useVersionedMutation } from '../../lib/api';
import { workloadKeys } from './workload.queries';

/*
 * Invalidation rules: a holiday write refreshes the holiday lists and every
 * workload grid (capacity drops on a holiday). Task writes made from the
 * workload drawer go through the tasks feature's mutations; the drawer then
 * calls `refreshWorkload`.
 */
export function refreshWorkload(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: workloadKeys.grids() });
}

function afterHolidayWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workloadKeys.holidays() }),
    refreshWorkload(queryClient),
  ]);
}

/** Forms show their own errors (field errors, 409); the mutation stays quiet. */
const inline = { errorPolicy: 'inline' } as const;

export function useCreateHolidayMutation() {
  const queryClient = useQueryClient();
  return useBodyMutation(holidaysEndpoints.create, () => afterHolidayWrite(queryClient), inline);
}

export function useUpdateHolidayMutation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    holidaysEndpoints.update,
    ({ holidayId, input }: { holidayId: number; input: HolidayUpdateInput }) => ({
      params: { holidayId },
      body: input,
    }),
    () => afterHolidayWrite(queryClient),
    inline,
  );
}

export function useDeleteHolidayMutation() {
  const queryClient = useQueryClient();
  return useVersionedMutation(
    holidaysEndpoints.remove,
    ({ holidayId }: { holidayId: number; version: number }) => ({ holidayId }),
    () => afterHolidayWrite(queryClient),
    inline,
  );
}
