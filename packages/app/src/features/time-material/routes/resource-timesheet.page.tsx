import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Card, EmptyState, Link, Skeleton, Stack, Text } from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { positiveIntOf } from '../consumption';
import { resourceTimesheetQueryOptions } from '../time-material.queries';
import { CapMeters } from '../components/CapMeters';
import { KitPageButton, TimesheetEntries } from '../components/TimesheetEntries';
import * as styles from '../time-material.css';
import { useProjectContext } from '../../projects';

/**
 * `/projects/{id}/time-material/resources/{resourceId}/timesheet?contractId=`:
 * a resource's billable entries with its totals against its hour cap. The path
 * has no contract: the contract page's links name it in the query.
 */
export default function ResourceTimesheetPage() {
  const { project } = useProjectContext();
  const { resourceId: resourceParam } = useParams();
  const [params, setParams] = useSearchParams();
  const resourceId = positiveIntOf(resourceParam ?? null);
  const contractId = positiveIntOf(params.get('contractId'));
  const page = positiveIntOf(params.get('page')) ?? 1;
  const timesheet = useQuery({
    ...resourceTimesheetQueryOptions(project.id, contractId ?? 0, resourceId ?? 0, page),
    enabled: contractId !== null && resourceId !== null,
    meta: { errorPolicy: 'inline' },
  });
  const back = (
    <Link
      href={`/projects/${project.id}/time-material${contractId ? `?contract=${contractId}` : ''}`}
    >
      Back to the contracts
    </Link>
  );

  if (
    contractId === null ||
    resourceId === null ||
    (isApiError(timesheet.error) && timesheet.error.status === 404)
  )
    return (
      <div className={styles.tabBody}>
        <EmptyState
          icon="search"
          title="Timesheet not found"
          description="This resource is not on a contract of this project. Open the timesheet from the contract’s resources."
          action={back}
        />
      </div>
    );
  if (timesheet.isError)
    return (
      <div className={styles.tabBody}>
        <LoadFailed what="The timesheet" onRetry={() => void timesheet.refetch()} />
      </div>
    );
  if (!timesheet.data)
    return (
      <div className={styles.tabBody}>
        <Skeleton lines={8} label="Loading the timesheet" />
      </div>
    );

  const { contract, resource, entries } = timesheet.data;
  return (
    <div className={styles.tabBody}>
      {back}
      <Card title={`Timesheet of ${resource.user.name}`}>
        <Stack>
          <Text as="p" tone="muted" size="small">
            {`${contract.name} · ${formatDate(contract.periodStart)} – ${formatDate(contract.periodEnd)}`}
          </Text>
          <CapMeters
            consumed={resource.consumed}
            capMinutes={resource.capMinutes}
            capAmount={null}
            subject={resource.user.name}
          />
        </Stack>
      </Card>
      <Card title="Billable time">
        <TimesheetEntries
          entries={entries}
          showTask
          PageButton={KitPageButton}
          onPageChange={(next) =>
            setParams((p) => {
              const search = new URLSearchParams(p);
              search.set('page', String(next));
              return search;
            })
          }
        />
      </Card>
    </div>
  );
}
