import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, Inline, QueryStates, Stack, snackbar } from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { idFilter } from '../../../lib/management/list-params';
import { useListParams } from '../../../lib/management/useListParams';
import { reportsQueryOptions, REPORTS_PAGE_SIZE } from '../reports.queries';
import { useCreateReportMutation } from '../reports.mutations';
import { ReportDetail } from '../components/ReportDetail';
import { ReportList } from '../components/ReportList';
import * as styles from '../reports.css';
import { useProjectContext } from '../../projects';

/**
 * `/projects/{id}/reports`: the project's status reports, newest period
 * first; `?report=<id>` opens one in the tab (a draft's editor, a published
 * report's frozen view and public link). Stakeholders get published reports
 * only (the API filters).
 */
export default function ReportsPage() {
  const { project, permissions } = useProjectContext();
  const list = useListParams({
    sort: 'periodEnd',
    pageSize: REPORTS_PAGE_SIZE,
    filters: ['report'],
  });
  const [, setSearch] = useSearchParams();
  const reportId = idFilter(list.filters.report ?? '') ?? null;
  const reports = useQuery({
    ...reportsQueryOptions(project.id, list.page, list.pageSize),
    enabled: reportId === null,
  });
  const create = useCreateReportMutation(project.id);
  const canCreate = reports.data?.canCreate ?? permissions.createReports;
  // Opening a report is a step in the history (Back returns to the list); the list's page stays.
  const open = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('report');
      else next.set('report', String(id));
      return next;
    });

  if (reportId !== null)
    return (
      <div className={styles.tabBody}>
        <ReportDetail
          projectId={project.id}
          reportId={reportId}
          permissions={permissions}
          onBack={() => open(null)}
        />
      </div>
    );

  const newButton = canCreate ? (
    <Button
      variant="primary"
      icon="plus"
      isLoading={create.isPending}
      onPress={() =>
        create.mutate(
          {},
          {
            onSuccess: (draft) => {
              snackbar.success('Draft status report created');
              open(draft.id);
            },
            onError: (error) => snackbar.error(errorMessageOf(error)),
          },
        )
      }
    >
      New status report
    </Button>
  ) : null;

  return (
    <Stack gap="large">
      <div className={styles.tabBody}>
        {/* With no report yet, the empty state carries the button. */}
        {newButton && (reports.data?.items.length ?? 0) > 0 ? (
          <Inline gap="medium" align="end" justify="spaceBetween">
            {newButton}
          </Inline>
        ) : null}
        <QueryStates query={reports} what="The status reports">
          <ReportList
            reports={reports.data?.items ?? []}
            loading={reports.isPending}
            paging={list.paging(reports.data?.total)}
            emptyState={
              <EmptyState
                icon="fileText"
                title="No status reports yet"
                description={
                  canCreate
                    ? 'A status report records the RAG, what was achieved, what comes next and the top risks of a period; published, it never changes.'
                    : 'Published status reports of this project appear here.'
                }
                action={newButton ?? undefined}
              />
            }
            onOpen={(r) => open(r.id)}
          />
        </QueryStates>
      </div>
    </Stack>
  );
}
