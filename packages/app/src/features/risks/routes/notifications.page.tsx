import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Card, PageHeader, Skeleton, Stack, Text, Inline } from '@keel/ui';
import { useListParams } from '../../../lib/management/useListParams';
import { portfolioRisksQueryOptions, riskSubscriptionsQueryOptions } from '../risks.queries';
import { riskPath } from '../risk-model';
import { RiskFilters, kindFilter, sortOf, statusFilter } from '../components/RiskFilters';
import { RiskTable } from '../components/RiskTable';
import { SubscriptionForm } from '../components/SubscriptionForm';
import { SubscriptionList } from '../components/SubscriptionList';
import * as styles from '../risks.css';
import { currentUserQueryOptions } from '../../../lib/session';
import { canPickProjects, projectChoicesQueryOptions } from '../../../lib/pickers';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

/**
 * `/projects/risks-issues/notifications`: the user's subscriptions (list,
 * add, remove) and the items they cover. Events of those items arrive in the
 * bell (and by e-mail where the workspace sends mail).
 */
export default function RiskNotificationsPage() {
  const navigate = useNavigate();
  const me = useQuery(currentUserQueryOptions());
  const subscriptions = useQuery(riskSubscriptionsQueryOptions());
  const projects = useQuery({ ...projectChoicesQueryOptions(), enabled: canPickProjects(me.data) });
  const list = useListParams({ sort: 'severity', pageSize: 50, filters: ['kind', 'status'] });
  const kind = kindFilter(list.filters.kind ?? '');
  const status = statusFilter(list.filters.status ?? '');
  const sort = sortOf(list.sort);
  const covered = useQuery(
    portfolioRisksQueryOptions({
      view: 'notifications',
      page: list.page,
      pageSize: list.pageSize,
      search: list.search || undefined,
      kind,
      status,
      sort,
    }),
  );
  const filtered = !!(kind || status || list.search);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Risk Notifications"
        subtitle="Events of the risks and issues you subscribe to arrive in the bell."
      />
      <Card title="Your subscriptions">
        {subscriptions.data ? (
          <SubscriptionList subscriptions={subscriptions.data} />
        ) : (
          <Skeleton lines={3} label="Loading your subscriptions" />
        )}
      </Card>
      <Card title="Add a subscription">
        <SubscriptionForm
          projects={(projects.data ?? []).map((p) => ({ id: p.id, code: p.code, name: p.name }))}
        />
      </Card>
      <section aria-label="Items your subscriptions cover">
        <Stack gap="medium">
          <Text as="h2" size="medium" weight="strong">
            Items your subscriptions cover
          </Text>
          <Inline gap="medium" align="end">
            <RiskFilters
              search={list.search}
              kind={kind}
              status={status}
              sort={sort}
              onChange={(change) => list.update(change)}
            />
          </Inline>
          <RiskTable
            risks={covered.data?.items ?? []}
            loading={covered.isPending}
            showProject
            paging={list.paging(covered.data?.total)}
            emptyState={
              <ListEmptyState
                filtered={filtered}
                noMatch="No risks or issues match"
                change="Change the filters."
                title="No items covered yet"
                description="The items of the projects and the single items you subscribe to appear here."
              />
            }
            onOpen={(risk) => void navigate(riskPath(risk.project.id, risk.id))}
          />
        </Stack>
      </section>
    </div>
  );
}
