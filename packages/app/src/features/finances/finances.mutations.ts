import { useMutation } from '@tanstack/react-query';
import { financesEndpoints, type ExchangeRate, type ExchangeRateCreateInput } from '@keel/types';
import { apiRequest, useVersionedMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { financesKeys } from './finances.queries';

/** A rate changes the workspace totals of both portfolio pages: refresh them with the list. */
function useInvalidateRates() {
  return useInvalidate(financesKeys.exchangeRates(), financesKeys.portfolio());
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
  return useVersionedMutation(
    financesEndpoints.removeExchangeRate,
    (rate: ExchangeRate) => ({ rateId: rate.id }),
    useInvalidateRates(),
  );
}
