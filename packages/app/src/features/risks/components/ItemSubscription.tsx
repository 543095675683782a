import { useQuery } from '@tanstack/react-query';
import { Button, Inline, snackbar, Text } from '@keel/ui';
import { RISK_EVENTS, type Risk } from '@keel/types';
import { riskSubscriptionsQueryOptions } from '../risks.queries';
import { useSubscribeMutation, useUnsubscribeMutation } from '../risks.mutations';

/**
 * "Subscribe to this item" (every event) or, when subscribed, unsubscribe; it
 * says when a subscription to the whole project or to all projects already
 * covers the item. Other events and scopes are chosen on the notifications page.
 */
export function ItemSubscription({ risk }: { risk: Risk }) {
  const subscriptions = useQuery(riskSubscriptionsQueryOptions());
  const subscribe = useSubscribeMutation();
  const unsubscribe = useUnsubscribeMutation();
  const all = subscriptions.data ?? [];
  const own = all.find((s) => s.scope === 'item' && s.risk?.id === risk.id);
  const wider = all.find(
    (s) => s.scope === 'all' || (s.scope === 'project' && s.project?.id === risk.project.id),
  );

  return (
    <Inline gap="small" align="center">
      {own ? (
        <Button
          icon="bell"
          isLoading={unsubscribe.isPending}
          onPress={() =>
            unsubscribe.mutate(own.id, {
              onSuccess: () => snackbar.success(`Unsubscribed from ${risk.title}`),
            })
          }
        >
          Unsubscribe from this item
        </Button>
      ) : (
        <Button
          icon="bell"
          isLoading={subscribe.isPending}
          isDisabled={subscriptions.isPending}
          onPress={() =>
            subscribe.mutate(
              { scope: 'item', riskId: risk.id, events: [...RISK_EVENTS] },
              { onSuccess: () => snackbar.success(`Subscribed to ${risk.title}`) },
            )
          }
        >
          Subscribe to this item
        </Button>
      )}
      {wider ? (
        <Text tone="muted" size="small">
          {wider.scope === 'all'
            ? 'Your subscription to all projects covers it too.'
            : `Your subscription to ${risk.project.name} covers it too.`}
        </Text>
      ) : null}
    </Inline>
  );
}
