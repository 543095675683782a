import type { StatusReportSummary } from '@keel/types';
import { Badge, Icon, StatusDot, RAG_LABELS, type DataTableColumn, Text, Inline } from '@keel/ui';
import { EMPTY, formatInstant } from '../../../lib/format';
import { REPORT_STATE_TITLES, REPORT_STATE_TONES, periodText } from '../report-model';
import {
  FittedTable,
  type RegisterTableProps,
} from '../../../lib/management/components/FittedTable';

/**
 * The project's reports, newest period first: period, state, overall RAG in
 * words, author, publication and whether a public link is out. A row opens
 * its report (Enter or a click).
 */
export function ReportList({
  reports,
  ...table
}: RegisterTableProps<StatusReportSummary> & { reports: readonly StatusReportSummary[] }) {
  const columns: DataTableColumn<StatusReportSummary>[] = [
    {
      id: 'period',
      header: 'Period',
      isRowHeader: true,
      width: '2fr',
      minWidth: 200,
      cell: (r) => periodText(r),
    },
    {
      id: 'state',
      header: 'State',
      minWidth: 110,
      cell: (r) => <Badge tone={REPORT_STATE_TONES[r.state]}>{REPORT_STATE_TITLES[r.state]}</Badge>,
    },
    {
      id: 'overall',
      header: 'Overall',
      minWidth: 120,
      cell: (r) => (
        <StatusDot status={r.overall} showLabel label={`Overall: ${RAG_LABELS[r.overall]}`} />
      ),
    },
    { id: 'author', header: 'Author', minWidth: 140, cell: (r) => r.author?.name ?? EMPTY },
    {
      id: 'published',
      header: 'Published',
      minWidth: 160,
      cell: (r) => formatInstant(r.publishedAt),
    },
    {
      id: 'shared',
      header: 'Public link',
      minWidth: 120,
      cell: (r) =>
        r.shared ? (
          <Text tone="muted" size="small">
            <Inline gap="xxsmall" wrap={false} as="span">
              <Icon name="externalLink" size="small" /> Shared
            </Inline>
          </Text>
        ) : (
          <Text tone="muted" size="small">
            Not shared
          </Text>
        ),
    },
  ];
  return <FittedTable aria-label="Status reports" columns={columns} rows={reports} {...table} />;
}
