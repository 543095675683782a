import { useQueryClient } from '@tanstack/react-query';
import { webhooksEndpoints, type Webhook, type WebhookDelivery } from '@keel/types';
import { useEndpointMutation, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { webhooksKeys } from './webhooks.queries';

/** Nothing else shows webhooks: a write refreshes this feature's own keys. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all });
}

const paramsOf = (webhook: Webhook) => ({ webhookId: webhook.id });

/** Add (the answer carries the secret, shown once) or change a webhook. */
export function useSaveWebhookMutation(webhook: Webhook | null) {
  return useVersionedSaveMutation(webhooksEndpoints, webhook, paramsOf, useRefreshWebhooks());
}

export function useDeleteWebhookMutation() {
  return useVersionedMutation(webhooksEndpoints.remove, paramsOf, useRefreshWebhooks());
}

export function usePingWebhookMutation() {
  return useEndpointMutation(
    webhooksEndpoints.ping,
    (webhook: Webhook) => ({ params: paramsOf(webhook) }),
    useRefreshWebhooks(),
  );
}

export function useRedeliverMutation() {
  return useEndpointMutation(
    webhooksEndpoints.redeliver,
    (delivery: WebhookDelivery) => ({
      params: { webhookId: delivery.webhookId, deliveryId: delivery.id },
    }),
    useRefreshWebhooks(),
  );
}
