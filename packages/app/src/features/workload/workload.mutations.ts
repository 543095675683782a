import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { holidaysEndpoints, type HolidayCreateInput, type HolidayUpdateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
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
  return useMutation({
    meta: inline,
    mutationFn: (input: HolidayCreateInput) =>
      apiRequest(holidaysEndpoints.create, { body: input }),
    onSuccess: () => afterHolidayWrite(queryClient),
  });
}

export function useUpdateHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({ holidayId, input }: { holidayId: number; input: HolidayUpdateInput }) =>
      apiRequest(holidaysEndpoints.update, { params: { holidayId }, body: input }),
    onSuccess: () => afterHolidayWrite(queryClient),
  });
}

export function useDeleteHolidayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: inline,
    mutationFn: ({ holidayId, version }: { holidayId: number; version: number }) =>
      apiRequest(holidaysEndpoints.remove, { params: { holidayId }, query: { version } }),
    onSuccess: () => afterHolidayWrite(queryClient),
  });
}
