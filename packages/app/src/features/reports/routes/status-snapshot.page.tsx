import { useQuery } from '@tanstack/react-query';
import type { SnapshotStatusPage } from '@keel/types';
import { DatePicker, Inline, PageHeader, type DataTableColumn, Text } from '@keel/ui';
import { EMPTY, formatDate, formatInstant, todayUtc } from '../../../lib/format';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { useListParams } from '../../../lib/management/useListParams';
import { isIsoDate } from '../report-model';
import { PORTFOLIO_PAGE_SIZE, snapshotStatusQueryOptions } from '../reports.queries';
import { RagChips } from '../components/RagChips';
import { OverallDot } from '../components/OverallDot';
import { PortfolioStatusTable } from '../components/PortfolioStatusTable';
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
          <OverallDot status={rag.overall.status} />
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
      <PortfolioStatusTable
        query={snapshot}
        list={list}
        what="The snapshot"
        label={`Portfolio status as at ${formatDate(date)}`}
        columns={columns}
        rowHeight={56}
        empty={{
          title: 'No projects by then',
          description: 'None of the projects you can see existed by the end of that day.',
        }}
      />
    </div>
  );
}
