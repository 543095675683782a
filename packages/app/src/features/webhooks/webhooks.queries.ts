import { webhooksEndpoints, type EndpointQuery } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';

export type WebhookListQuery = EndpointQuery<typeof webhooksEndpoints.list>;
export type WebhookDeliveryQuery = EndpointQuery<typeof webhooksEndpoints.deliveries>;

/** Keys from general to specific: a webhook's deliveries sit under its id. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  lists: () => [...webhooksKeys.all, 'list'] as const,
  list: (query: WebhookListQuery) => [...webhooksKeys.lists(), query] as const,
  deliveries: (webhookId: number) => [...webhooksKeys.all, 'deliveries', webhookId] as const,
  deliveryPage: (webhookId: number, query: WebhookDeliveryQuery) =>
    [...webhooksKeys.deliveries(webhookId), query] as const,
};

export function webhooksQueryOptions(query: WebhookListQuery) {
  return pageQueryOptions(webhooksKeys.list(query), webhooksEndpoints.list, { query });
}

/** A webhook's delivery log, newest first; polled while a delivery is still on its way. */
export function webhookDeliveriesQueryOptions(webhookId: number, query: WebhookDeliveryQuery) {
  return {
    ...pageQueryOptions(webhooksKeys.deliveryPage(webhookId, query), webhooksEndpoints.deliveries, {
      params: { webhookId },
      query,
    }),
    refetchInterval: 2000,
  };
}
