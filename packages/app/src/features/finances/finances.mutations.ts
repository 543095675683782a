import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financesEndpoints, type ExchangeRate, type ExchangeRateCreateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { financesKeys } from './finances.queries';

/** A rate changes the workspace totals of both portfolio pages: refresh them with the list. */
function useInvalidateRates() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: financesKeys.exchangeRates() }),
      queryClient.invalidateQueries({ queryKey: financesKeys.portfolio() }),
    ]);
  };
}

export function useCreateExchangeRateMutation() {
  const invalidate = useInvalidateRates();
  return useMutation({
    mutationFn: (body: ExchangeRateCreateInput) =>
      apiRequest(financesEndpoints.createExchangeRate, { body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

/** Deletes with the version read, so a rate changed meanwhile answers 409. */
export function useDeleteExchangeRateMutation() {
  const invalidate = useInvalidateRates();
  return useMutation({
    mutationFn: (rate: ExchangeRate) =>
      apiRequest(financesEndpoints.removeExchangeRate, {
        params: { rateId: rate.id },
        query: { version: rate.version },
      }),
    onSuccess: invalidate,
  });
}
