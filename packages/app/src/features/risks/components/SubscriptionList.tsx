import { useState } from 'react';
import {
  ConfirmDialog,
  EmptyState,
  IconButton,
  ItemList,
  ItemListItem,
  Link,
  Text,
  snackbar,
} from '@keel/ui';
import type { RiskSubscription } from '@keel/types';
import { formatInstant } from '../../../lib/format';
import { useUnsubscribeMutation } from '../risks.mutations';
import { RISK_EVENT_LABELS, riskPath } from '../risk-model';
import * as styles from '../risks.css';

/** What a subscription covers, in words. */
export function subscriptionName(s: RiskSubscription): string {
  if (s.scope === 'all') return 'All my projects';
  if (s.scope === 'project') return `Project ${s.project?.name ?? ''}`.trim();
  return `${s.risk?.title ?? 'An item'} (${s.project?.name ?? 'its project'})`;
}

/** The user's subscriptions, each with its events and a remove button that asks first. */
export function SubscriptionList({
  subscriptions,
}: {
  subscriptions: readonly RiskSubscription[];
}) {
  const [removing, setRemoving] = useState<RiskSubscription | null>(null);
  const unsubscribe = useUnsubscribeMutation();
  if (subscriptions.length === 0)
    return (
      <EmptyState
        icon="bell"
        title="No subscriptions"
        description="Subscribe below to be told when risks and issues are raised, get worse, change status or are commented."
      />
    );
  return (
    <>
      <ItemList aria-label="Your subscriptions">
        {subscriptions.map((s) => (
          <ItemListItem key={s.id}>
            <div className={styles.grow}>
              <strong>
                {s.scope === 'item' && s.project && s.risk ? (
                  <Link href={riskPath(s.project.id, s.risk.id)}>{subscriptionName(s)}</Link>
                ) : s.scope === 'project' && s.project ? (
                  <Link href={riskPath(s.project.id)}>{subscriptionName(s)}</Link>
                ) : (
                  subscriptionName(s)
                )}
              </strong>
              <Text as="div" tone="muted" size="small">
                {s.events.map((e) => RISK_EVENT_LABELS[e]).join(', ')} · since{' '}
                {formatInstant(s.createdAt)}
              </Text>
            </div>
            <IconButton
              icon="trash"
              size="small"
              variant="ghost"
              aria-label={`Remove the subscription to ${subscriptionName(s)}`}
              onPress={() => setRemoving(s)}
            />
          </ItemListItem>
        ))}
      </ItemList>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this subscription?"
        confirmLabel="Remove"
        isPending={unsubscribe.isPending}
        onConfirm={() => {
          if (!removing) return;
          unsubscribe.mutate(removing.id, {
            onSuccess: () => snackbar.success('Subscription removed'),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        {removing ? `You will no longer be notified about ${subscriptionName(removing)}.` : ''}
      </ConfirmDialog>
    </>
  );
}
