import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, EmptyState, Inline, PageHeader, type DataTableColumn } from '@keel/ui';
import type { Webhook, WebhookCreated } from '@keel/types';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import * as styles from '../../../lib/management/management.css';
import { webhooksQueryOptions } from '../webhooks.queries';
import { useDeleteWebhookMutation, usePingWebhookMutation } from '../webhooks.mutations';
import { WebhookDialog } from '../components/WebhookDialog';
import { ShownOnceDialog } from '../../../lib/clipboard/ShownOnceDialog';
import { DeliveryLog } from '../components/DeliveryLog';

function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.pausedAt) return <Badge tone="critical">Paused</Badge>;
  return webhook.active ? <Badge tone="positive">Active</Badge> : <Badge>Inactive</Badge>;
}

/** `/management/webhooks` (manageWebhooks): the webhooks, their delivery logs, pings. */
export default function WebhooksPage() {
  const list = useListParams({ sort: 'created' });
  const webhooks = useQuery(webhooksQueryOptions({ page: list.page, pageSize: list.pageSize }));
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const remove = useDeleteWebhookMutation();
  const ping = usePingWebhookMutation();

  const columns: DataTableColumn<Webhook>[] = [
    { id: 'url', header: 'URL', isRowHeader: true, width: '2fr', cell: (w) => w.url },
    {
      id: 'events',
      header: 'Events',
      cell: (w) => (w.events.length === 1 ? w.events[0] : `${w.events.length} events`),
    },
    { id: 'project', header: 'Project', cell: (w) => w.projectName ?? 'Every project' },
    { id: 'state', header: 'State', cell: (w) => <WebhookState webhook={w} /> },
    {
      id: 'actions',
      header: 'Actions',
      width: 300,
      cell: (w) => (
        <Inline gap="small">
          <Button size="small" onPress={() => setLogOf(w)} aria-label={`Deliveries to ${w.url}`}>
            Deliveries
          </Button>
          <Button
            size="small"
            onPress={() => ping.mutate(w, { onSuccess: () => setLogOf(w) })}
            aria-label={`Send ping to ${w.url}`}
          >
            Send ping
          </Button>
          <RowEditDeleteActions
            name={w.url}
            onEdit={() => setEditing(w)}
            onDelete={() => setDeleting(w)}
          />
        </Inline>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Webhooks"
        subtitle="Keel sends the events each webhook wants to its URL, signed with its secret, and retries for 24 hours."
        actions={
          <Button variant="primary" icon="plus" onPress={() => setEditing('new')}>
            Add webhook
          </Button>
        }
      />
      <ListTable
        query={webhooks}
        list={list}
        aria-label="Webhooks"
        columns={columns}
        emptyState={
          <EmptyState
            title="No webhooks yet"
            description="Add one to send Keel's events to another system."
            action={<Button onPress={() => setEditing('new')}>Add webhook</Button>}
          />
        }
      />
      {editing !== null ? (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void webhooks.refetch()}
          onCreated={setCreated}
        />
      ) : null}
      <ShownOnceDialog
        title="Webhook added"
        secret={created?.secret ?? null}
        label="Signing secret"
        noun="secret"
        message="Copy the signing secret now: it will not be shown again. The receiver checks each delivery's Keel-Signature header with it."
        onClose={() => setCreated(null)}
      />
      {logOf ? <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} /> : null}
      <DeleteConfirmDialog
        item={deleting}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        deletedMessage="Webhook deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `${deleting.url} gets no more events; its delivery log goes too.` : null}
      </DeleteConfirmDialog>
    </div>
  );
}
