import { useQuery } from '@tanstack/react-query';
import type { LatestStatusPage } from '@keel/types';
import {
  DataTable,
  EmptyState,
  PageHeader,
  RAG_LABELS,
  StatusDot,
  type DataTableColumn,
} from '@keel/ui';
import { EMPTY, formatInstant } from '../../../lib/format';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { useListParams } from '../../../lib/management/useListParams';
import { excerpt } from '../report-model';
import { latestStatusQueryOptions, PORTFOLIO_PAGE_SIZE } from '../reports.queries';
import { RagChips } from '../components/RagChips';
import { ReportLink } from '../components/ReportLink';
import * as styles from '../reports.css';

type Row = LatestStatusPage['items'][number];

/**
 * `/projects/status/latest`: the latest published status report of every
 * project the user can see, in one table (latest period end, then publish
 * time, chosen by the API).
 */
export default function LatestStatusPage() {
  const list = useListParams({ sort: 'project', pageSize: PORTFOLIO_PAGE_SIZE });
  const latest = useQuery(latestStatusQueryOptions(list.search, list.page, list.pageSize));
  const rows = latest.data?.items ?? [];

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'project',
      header: 'Project',
      isRowHeader: true,
      width: '2fr',
      minWidth: 200,
      cell: ({ project }) => (
        <span className={styles.ellipsis}>
          <span className={styles.code}>{project.code}</span> · {project.name}
        </span>
      ),
    },
    {
      id: 'period',
      header: 'Period',
      minWidth: 210,
      cell: ({ project, report }) => <ReportLink project={project} report={report} />,
    },
    {
      id: 'overall',
      header: 'Overall',
      minWidth: 110,
      cell: ({ report }) => (
        <StatusDot
          status={report.rag.overall.status}
          showLabel
          label={RAG_LABELS[report.rag.overall.status]}
        />
      ),
    },
    {
      id: 'rag',
      header: 'RAG by dimension',
      minWidth: 300,
      cell: ({ report }) => <RagChips rag={report.rag} dimensions="details" />,
    },
    {
      id: 'summary',
      header: 'Summary',
      width: '2fr',
      minWidth: 220,
      cell: ({ report }) => (
        <span className={styles.ellipsis} title={excerpt(report.summary, 400)}>
          {excerpt(report.summary) || EMPTY}
        </span>
      ),
    },
    {
      id: 'published',
      header: 'Published',
      minWidth: 170,
      cell: ({ report }) => formatInstant(report.publishedAt),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Latest Status"
        subtitle="The latest published status report of every project you can see."
        filters={<ListSearch value={list.search} onChange={(search) => list.update({ search })} />}
      />
      {latest.isError ? (
        <LoadFailed what="The latest status reports" onRetry={() => void latest.refetch()} />
      ) : (
        <DataTable
          aria-label="Latest status reports"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.project.id}
          loading={latest.isPending}
          rowHeight={56}
          height={Math.min(640, 48 + Math.max(rows.length, 3) * 56)}
          paging={list.paging(latest.data?.total)}
          emptyState={
            <EmptyState
              icon="fileText"
              title={list.search ? 'No projects match' : 'No published status reports yet'}
              description={
                list.search
                  ? 'Change the search.'
                  : 'Once a project publishes a status report, its latest one shows here.'
              }
            />
          }
        />
      )}
    </div>
  );
}
