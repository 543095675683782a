import { Badge, Button, FactList, Stack, TextArea, type Tone } from '@keel/ui';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@keel/types';
import { formatInstant } from '../../../lib/format';

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'positive' },
  failed: { label: 'Failed', tone: 'critical' },
};

/** A delivery's status in words (never colour alone). */
export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { label, tone } = STATUS[delivery.status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** A duration in milliseconds, for the log: `120 ms`, `—` before an attempt. */
export const durationText = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);

/** One delivery opened: its facts, the request sent (headers and body) and the answer. */
export function DeliveryDetails({
  delivery,
  onRedeliver,
  isRedelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  isRedelivering: boolean;
}) {
  const headers = Object.entries(delivery.request.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Stack>
      <FactList
        aria-label="Delivery"
        facts={[
          { term: 'Event', value: `${delivery.eventType} (${delivery.eventId})` },
          { term: 'Status', value: <DeliveryStatus delivery={delivery} /> },
          { term: 'Attempts', value: String(delivery.attempt) },
          { term: 'Response code', value: delivery.responseCode ?? '—' },
          { term: 'Duration', value: durationText(delivery.durationMs) },
          { term: 'Queued', value: formatInstant(delivery.createdAt) },
          { term: 'Last attempt', value: formatInstant(delivery.lastAttemptAt) },
          { term: 'Next attempt', value: formatInstant(delivery.nextAttemptAt) },
          ...(delivery.error ? [{ term: 'Error', value: delivery.error }] : []),
        ]}
      />
      {headers ? <TextArea label="Request headers" isReadOnly value={headers} rows={4} /> : null}
      <TextArea label="Request body" isReadOnly value={delivery.request.body} rows={6} />
      <TextArea
        label="Response"
        isReadOnly
        value={delivery.responseExcerpt ?? ''}
        description={delivery.responseExcerpt === null ? 'No answer yet.' : 'The first 2 kB.'}
        rows={3}
      />
      <div>
        <Button onPress={onRedeliver} isDisabled={isRedelivering}>
          Redeliver
        </Button>
      </div>
    </Stack>
  );
}
