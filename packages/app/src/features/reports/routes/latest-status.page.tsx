import { useQuery } from '@tanstack/react-query';
import type { LatestStatusPage } from '@keel/types';
import { PageHeader, type DataTableColumn, Text } from '@keel/ui';
import { EMPTY, formatInstant } from '../../../lib/format';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { useListParams } from '../../../lib/management/useListParams';
import { excerpt } from '../report-model';
import { latestStatusQueryOptions, PORTFOLIO_PAGE_SIZE } from '../reports.queries';
import { RagChips } from '../components/RagChips';
import { OverallDot } from '../components/OverallDot';
import { PortfolioStatusTable } from '../components/PortfolioStatusTable';
import { ReportLink } from '../components/ReportLink';
import * as styles from '../reports.css';

type Row = LatestStatusPage['items'][number];

/** Three lines of text (the summary, the stacked RAG chips) fit a row. */
const ROW_HEIGHT = 76;
/** The summary shown in the row: what three lines of its column hold; the cell's title has more. */
const SUMMARY_EXCERPT = 64;

/**
 * `/projects/status/latest`: the latest published status report of every
 * project the user can see, in one table (latest period end, then publish
 * time, chosen by the API).
 */
export default function LatestStatusPage() {
  const list = useListParams({ sort: 'project', pageSize: PORTFOLIO_PAGE_SIZE });
  const latest = useQuery(latestStatusQueryOptions(list.search, list.page, list.pageSize));

  // Sized to fit the content area at 1440 px (rail, 260 px panel, page padding) without clipping:
  // the name and the summary wrap (two and three lines), the RAG chips stack, the rest keeps one line.
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'project',
      header: 'Project',
      isRowHeader: true,
      width: '1fr',
      minWidth: 190,
      cell: ({ project }) => (
        <Text maxLines={2} title={`${project.code} · ${project.name}`}>
          <span className={styles.code}>{project.code}</span> · {project.name}
        </Text>
      ),
    },
    {
      id: 'period',
      header: 'Period',
      width: 212,
      minWidth: 212,
      // A period of two long dates ("28 Sept 2026 – 30 Sept 2026") wraps at its dash
      // rather than being cut.
      cell: ({ project, report }) => (
        <Text maxLines={2}>
          <ReportLink project={project} report={report} />
        </Text>
      ),
    },
    {
      id: 'overall',
      header: 'Overall',
      width: 100,
      minWidth: 100,
      cell: ({ report }) => <OverallDot status={report.rag.overall.status} />,
    },
    {
      id: 'rag',
      header: 'RAG by dimension',
      width: 170,
      minWidth: 170,
      cell: ({ report }) => <RagChips rag={report.rag} dimensions="details" />,
    },
    {
      id: 'summary',
      header: 'Summary',
      width: '1fr',
      minWidth: 190,
      cell: ({ report }) => (
        <Text maxLines={3} title={excerpt(report.summary, 400)}>
          {excerpt(report.summary, SUMMARY_EXCERPT) || EMPTY}
        </Text>
      ),
    },
    {
      id: 'published',
      header: 'Published',
      width: 176,
      minWidth: 176,
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
      <PortfolioStatusTable
        query={latest}
        list={list}
        what="The latest status reports"
        label="Latest status reports"
        columns={columns}
        rowHeight={ROW_HEIGHT}
        empty={{
          title: 'No published status reports yet',
          description: 'Once a project publishes a status report, its latest one shows here.',
        }}
      />
    </div>
  );
}
