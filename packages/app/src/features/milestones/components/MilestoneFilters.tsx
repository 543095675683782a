import { Select } from '@keel/ui';
import { MILESTONE_STATUSES, type MilestoneStatus } from '@keel/types';
import { MILESTONE_STATUS_TITLES } from '../milestone-status';

const ALL = 'all';
const statusItems = [
  { id: ALL, name: 'Any status' },
  ...MILESTONE_STATUSES.map((s) => ({ id: s, name: MILESTONE_STATUS_TITLES[s] })),
];
const financialItems = [
  { id: ALL, name: 'All milestones' },
  { id: 'true', name: 'Financial' },
  { id: 'false', name: 'Not financial' },
];

/** The status filter as read from the URL; anything else means no filter. */
export function statusFilter(raw: string): MilestoneStatus | undefined {
  return MILESTONE_STATUSES.find((s) => s === raw);
}

/** The financial filter as read from the URL (`true` / `false`); anything else means no filter. */
export function financialFilter(raw: string): 'true' | 'false' | undefined {
  return raw === 'true' || raw === 'false' ? raw : undefined;
}

/** Status and financial filters; the page keeps them in the URL. */
export function MilestoneFilters({
  status,
  financial,
  onChange,
}: {
  status: MilestoneStatus | undefined;
  financial: 'true' | 'false' | undefined;
  onChange: (change: { status?: string | null; financial?: string | null }) => void;
}) {
  return (
    <>
      <Select
        label="Status"
        items={statusItems}
        value={status ?? ALL}
        onChange={(key) => onChange({ status: key === ALL || key === null ? null : String(key) })}
      />
      <Select
        label="Financial"
        items={financialItems}
        value={financial ?? ALL}
        onChange={(key) =>
          onChange({ financial: key === ALL || key === null ? null : String(key) })
        }
      />
    </>
  );
}
