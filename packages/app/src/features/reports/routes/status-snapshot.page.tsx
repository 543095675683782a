import { useQuery } from '@tanstack/react-query';
import type { SnapshotStatusPage } from '@keel/types';
import {
  DataTable,
  DatePicker,
  EmptyState,
  Inline,
  PageHeader,
  QueryStates,
  RAG_LABELS,
  StatusDot,
  type DataTableColumn,
  Text,
} from '@keel/ui';
import { EMPTY, formatDate, formatInstant, todayUtc } from '../../../lib/format';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { useListParams } from '../../../lib/management/useListParams';
import { isIsoDate } from '../report-model';
import { PORTFOLIO_PAGE_SIZE, snapshotStatusQueryOptions } from '../reports.queries';
import { RagChips } from '../components/RagChips';
import { ReportLink } from '../components/ReportLink';
import * as styles from '../reports.css';

type Row = SnapshotStatusPage['items'][number];

/**
 * `/projects/status/snapshot?date=`: the portfolio as it stood at the end of
 * a day in the workspace time zone (the API decides the instant and says its
 * zone): each project's RAG from its history and the last report published
 * by then. The day is in the URL; today by default.
 */
export default function StatusSnapshotPage() {
  const list = useListParams({ sort: 'project', pageSize: PORTFOLIO_PAGE_SIZE, filters: ['date'] });
  const today = todayUtc();
  const date = isIsoDate(list.filters.date ?? '') ? list.filters.date! : today;
  const snapshot = useQuery(
    snapshotStatusQueryOptions(date, list.search, list.page, list.pageSize),
  );
  const rows = snapshot.data?.items ?? [];

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'project',
      header: 'Project',
      isRowHeader: true,
      width: '2fr',
      minWidth: 200,
      cell: ({ project }) => (
        <Text truncate>
          <span className={styles.code}>{project.code}</span> · {project.name}
        </Text>
      ),
    },
    {
      id: 'overall',
      header: 'Overall then',
      minWidth: 120,
      cell: ({ rag }) =>
        rag ? (
          <StatusDot status={rag.overall.status} showLabel label={RAG_LABELS[rag.overall.status]} />
        ) : (
          <Text tone="muted" size="small">
            No RAG yet
          </Text>
        ),
    },
    {
      id: 'rag',
      header: 'RAG by dimension then',
      minWidth: 300,
      cell: ({ rag }) => (rag ? <RagChips rag={rag} dimensions="details" /> : EMPTY),
    },
    {
      id: 'ragChangedAt',
      header: 'RAG set',
      minWidth: 190,
      cell: ({ ragChangedAt }) => formatInstant(ragChangedAt),
    },
    {
      id: 'report',
      header: 'Last report by then',
      minWidth: 210,
      cell: ({ project, report }) =>
        report ? (
          <ReportLink project={project} report={report} />
        ) : (
          <Text tone="muted" size="small">
            None published
          </Text>
        ),
    },
  ];

  const asAt = snapshot.data
    ? `As at the end of ${formatDate(snapshot.data.date)} (${formatInstant(snapshot.data.asAt)} here), time zone ${snapshot.data.timeZone}.`
    : `As at the end of ${formatDate(date)}.`;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Status Snapshot"
        subtitle={asAt}
        filters={
          <Inline align="end">
            <DatePicker
              label="As at"
              value={date}
              maxValue={today}
              onChange={(value) => value && list.update({ date: value === today ? null : value })}
            />
            <ListSearch value={list.search} onChange={(search) => list.update({ search })} />
          </Inline>
        }
      />
      <QueryStates query={snapshot} what="The snapshot">
        <DataTable
          aria-label={`Portfolio status as at ${formatDate(date)}`}
          columns={columns}
          rows={rows}
          getRowId={(r) => r.project.id}
          loading={snapshot.isPending}
          rowHeight={56}
          height={Math.min(640, 48 + Math.max(rows.length, 3) * 56)}
          paging={list.paging(snapshot.data?.total)}
          emptyState={
            <EmptyState
              icon="fileText"
              title={list.search ? 'No projects match' : 'No projects by then'}
              description={
                list.search
                  ? 'Change the search.'
                  : 'None of the projects you can see existed by the end of that day.'
              }
            />
          }
        />
      </QueryStates>
    </div>
  );
}
