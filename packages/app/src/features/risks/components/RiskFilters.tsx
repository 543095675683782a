import { Select } from '@keel/ui';
import {
  RISK_KINDS,
  RISK_SORT_COLUMNS,
  RISK_STATUSES,
  type RiskKind,
  type RiskStatus,
} from '@keel/types';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { RISK_KIND_LABELS, RISK_STATUS_LABELS } from '../risk-model';

const ALL = 'all';
const kindItems = [
  { id: ALL, name: 'Risks and issues' },
  ...RISK_KINDS.map((k) => ({ id: k, name: `${RISK_KIND_LABELS[k]}s` })),
];
const statusItems = [
  { id: ALL, name: 'Any status' },
  ...RISK_STATUSES.map((s) => ({ id: s, name: RISK_STATUS_LABELS[s] })),
];
export type RiskSort = (typeof RISK_SORT_COLUMNS)[number];
const SORT_LABELS: Record<RiskSort, string> = {
  severity: 'Severity (highest first)',
  updatedAt: 'Last change',
  dueDate: 'Due date',
  title: 'Title',
  status: 'Status',
};
const sortItems = RISK_SORT_COLUMNS.map((s) => ({ id: s, name: SORT_LABELS[s] }));

export const kindFilter = (raw: string): RiskKind | undefined => RISK_KINDS.find((k) => k === raw);
export const statusFilter = (raw: string): RiskStatus | undefined =>
  RISK_STATUSES.find((s) => s === raw);
export const sortOf = (raw: string): RiskSort =>
  RISK_SORT_COLUMNS.find((s) => s === raw) ?? 'severity';

/** Search, kind, status (unless the view fixes it) and sort; the page keeps them in the URL. */
export function RiskFilters({
  search,
  kind,
  status,
  sort,
  showStatus = true,
  onChange,
}: {
  search: string;
  kind: RiskKind | undefined;
  status: RiskStatus | undefined;
  sort: RiskSort;
  showStatus?: boolean;
  onChange: (change: Record<string, string | null>) => void;
}) {
  return (
    <>
      <ListSearch value={search} onChange={(value) => onChange({ search: value || null })} />
      <Select
        label="Kind"
        items={kindItems}
        value={kind ?? ALL}
        onChange={(key) => onChange({ kind: key === ALL || key === null ? null : String(key) })}
      />
      {showStatus ? (
        <Select
          label="Status"
          items={statusItems}
          value={status ?? ALL}
          onChange={(key) => onChange({ status: key === ALL || key === null ? null : String(key) })}
        />
      ) : null}
      <Select
        label="Sort by"
        items={sortItems}
        value={sort}
        onChange={(key) =>
          onChange({ sort: key === null || key === 'severity' ? null : String(key) })
        }
      />
    </>
  );
}
