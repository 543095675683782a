import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  QueryStates,
  Skeleton,
  Stack,
  Text,
  type DataTableColumn,
} from '@keel/ui';
import type { Webhook, WebhookDelivery } from '@keel/types';
import { formatInstant } from '../../../lib/format';
import { webhookDeliveriesQueryOptions } from '../webhooks.queries';
import { useRedeliverMutation } from '../webhooks.mutations';
import { DeliveryDetails, DeliveryStatus, durationText } from './DeliveryDetails';

const PAGE_SIZE = 20;

/**
 * A webhook's deliveries, newest first (status, response code, duration,
 * attempts, time); "Open" shows one's request and answer, with Redeliver.
 */
export function DeliveryLog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const deliveries = useQuery(
    webhookDeliveriesQueryOptions(webhook.id, { page, pageSize: PAGE_SIZE }),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const redeliver = useRedeliverMutation();
  const opened = deliveries.data?.items.find((d) => d.id === openId) ?? null;

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: 'time', header: 'Time', isRowHeader: true, cell: (d) => formatInstant(d.createdAt) },
    { id: 'event', header: 'Event', cell: (d) => d.eventType },
    { id: 'status', header: 'Status', cell: (d) => <DeliveryStatus delivery={d} /> },
    {
      id: 'code',
      header: 'Response code',
      align: 'end',
      cell: (d) => (d.responseCode === null ? '—' : String(d.responseCode)),
    },
    { id: 'duration', header: 'Duration', align: 'end', cell: (d) => durationText(d.durationMs) },
    { id: 'attempt', header: 'Attempts', align: 'end', cell: (d) => String(d.attempt) },
    {
      id: 'open',
      header: 'Details',
      width: 100,
      cell: (d) => (
        <Button
          size="small"
          onPress={() => setOpenId(d.id === openId ? null : d.id)}
          aria-label={`Open the delivery of ${formatInstant(d.createdAt)}`}
        >
          {d.id === openId ? 'Close' : 'Open'}
        </Button>
      ),
    },
  ];

  return (
    <Dialog
      title={`Deliveries to ${webhook.url}`}
      size="large"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          Done
        </Button>
      )}
    >
      <QueryStates
        query={deliveries}
        what="The deliveries"
        loading={<Skeleton lines={4} label="Loading the deliveries" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="No deliveries yet"
            description="Send a ping, or wait for an event the webhook wants."
          />
        }
      >
        {(data) => (
          <Stack>
            <DataTable
              aria-label="Deliveries"
              columns={columns}
              rows={data.items}
              getRowId={(d) => d.id}
              paging={{
                page,
                pageSize: PAGE_SIZE,
                total: data.total,
                onPageChange: setPage,
              }}
            />
            {opened ? (
              <DeliveryDetails
                delivery={opened}
                isRedelivering={redeliver.isPending}
                onRedeliver={() => redeliver.mutate(opened)}
              />
            ) : (
              <Text tone="muted" size="small">
                Open a delivery to see its request and response.
              </Text>
            )}
          </Stack>
        )}
      </QueryStates>
    </Dialog>
  );
}
