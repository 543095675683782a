import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type BillingSettingsUpdateInput } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { billingKeys } from './billing.queries';

/** Saves the billing settings with the version read; the page then shows what was stored. */
export function useUpdateBillingSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsUpdateInput) =>
      apiRequest(billingEndpoints.updateSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.settings(), saved);
    },
    meta: { errorPolicy: 'inline' },
  });
}
