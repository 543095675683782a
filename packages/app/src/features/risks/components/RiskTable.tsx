import { Badge, Inline, Link, type DataTableColumn, Text } from '@keel/ui';
import type { Risk } from '@keel/types';
import { formatDate, formatInstant } from '../../../lib/format';
import {
  RISK_KIND_LABELS,
  RISK_STATUS_LABELS,
  SEVERITY_BAND_LABELS,
  riskPath,
  severityBand,
} from '../risk-model';
import {
  FittedTable,
  type RegisterTableProps,
} from '../../../lib/management/components/FittedTable';

/** The severity as a number with its band in words; critical items carry a badge too. */
export function SeverityText({ risk }: { risk: Risk }) {
  const band = severityBand(risk.severity);
  return (
    <Inline as="span" gap="xsmall" align="center">
      <Text numeric>
        {risk.severity}{' '}
        <Text tone="muted">
          ({SEVERITY_BAND_LABELS[band]}, P{risk.probability} x I{risk.impact})
        </Text>
      </Text>
      {risk.critical ? <Badge tone="critical">Critical</Badge> : null}
    </Inline>
  );
}

export function RiskStatusText({ risk }: { risk: Risk }) {
  const tone =
    risk.status === 'closed' ? 'positive' : risk.status === 'mitigating' ? 'info' : 'caution';
  return <Badge tone={tone}>{RISK_STATUS_LABELS[risk.status]}</Badge>;
}

/**
 * Risks and issues, one per row: kind, title, severity, status, owner, due
 * date and last change. On the portfolio pages a project column links to the
 * project's register with the item's drawer open. A row's action (Enter or a
 * click) opens the item.
 */
export function RiskTable({
  risks,
  showProject,
  ...table
}: RegisterTableProps<Risk> & { risks: readonly Risk[]; showProject: boolean }) {
  const columns: DataTableColumn<Risk>[] = [
    {
      id: 'kind',
      header: 'Kind',
      width: 90,
      minWidth: 90,
      cell: (r) => RISK_KIND_LABELS[r.kind],
    },
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      minWidth: 200,
      cell: (r) => <Text truncate>{r.title}</Text>,
    },
    ...(showProject
      ? [
          {
            id: 'project',
            header: 'Project',
            minWidth: 160,
            cell: (r: Risk) => (
              <Link
                href={riskPath(r.project.id, r.id)}
                aria-label={`${r.title} in ${r.project.name}`}
              >
                {r.project.code} {r.project.name}
              </Link>
            ),
          } satisfies DataTableColumn<Risk>,
        ]
      : []),
    { id: 'severity', header: 'Severity', minWidth: 210, cell: (r) => <SeverityText risk={r} /> },
    { id: 'status', header: 'Status', minWidth: 110, cell: (r) => <RiskStatusText risk={r} /> },
    {
      id: 'owner',
      header: 'Owner',
      minWidth: 130,
      cell: (r) => r.owner?.name ?? <Text tone="muted">Nobody yet</Text>,
    },
    { id: 'dueDate', header: 'Due date', minWidth: 120, cell: (r) => formatDate(r.dueDate) },
    { id: 'updatedAt', header: 'Updated', minWidth: 150, cell: (r) => formatInstant(r.updatedAt) },
  ];

  return <FittedTable aria-label="Risks and issues" columns={columns} rows={risks} {...table} />;
}
