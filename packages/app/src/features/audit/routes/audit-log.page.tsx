import { useQuery } from '@tanstack/react-query';
import { DatePicker, PageHeader, type DataTableColumn, Text } from '@keel/ui';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
} from '@keel/types';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { idFilter } from '../../../lib/management/list-params';
import { formatInstant } from '../../../lib/format';
import * as styles from '../../../lib/management/management.css';
import { auditLogQueryOptions } from '../audit.queries';
import { auditChanges } from '../audit-changes';
import { currentUserQueryOptions } from '../../../lib/session';
import { canPickUsers, userChoicesQueryOptions } from '../../../lib/pickers';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

const ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'User',
  invitation: 'Invitation',
  role: 'Role',
  team: 'Team',
  salaryGroup: 'Salary group',
  employee: 'Employee',
  timesheetLock: 'Timesheet lock',
  timesheetTask: 'Timesheet task',
  timesheetExportTemplate: 'Timesheet export template',
  apiToken: 'API token',
};
const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  invite: 'Invited',
  resendInvitation: 'Invitation resent',
  revokeInvitation: 'Invitation revoked',
  disable: 'Disabled',
  enable: 'Enabled',
  issuePasswordReset: 'Password reset link issued',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Text tone="muted">—</Text>;
  const text = changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ');
  return <span title={text}>{text}</span>;
}

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', allowsSorting: true, width: 170, cell: (e) => formatInstant(e.at) },
  { id: 'actor', header: 'Who', width: 150, cell: (e) => e.actor?.name ?? 'System' },
  {
    id: 'entity',
    header: 'What',
    isRowHeader: true,
    width: '1.5fr',
    cell: (e) => `${ENTITY_LABELS[e.entityType]} ${e.entityLabel}`,
  },
  { id: 'action', header: 'Action', width: 170, cell: (e) => ACTION_LABELS[e.action] },
  { id: 'changes', header: 'Before → after', width: '3fr', cell: (e) => <Changes entry={e} /> },
];

/** `/management/audit` (manageRoles): who changed what in the administration, newest first. */
export default function AuditLogPage() {
  const list = useListParams({
    sort: 'at',
    direction: 'desc',
    filters: ['entityType', 'action', 'actorId', 'from', 'to'],
  });
  const { entityType, action, from, to } = list.filters;
  const actorId = idFilter(list.filters.actorId ?? '');
  const entity = AUDIT_ENTITY_TYPES.find((t) => t === entityType);
  const act = AUDIT_ACTIONS.find((a) => a === action);
  const entries = useQuery(
    auditLogQueryOptions({
      page: list.page,
      pageSize: list.pageSize,
      direction: list.direction,
      entityType: entity,
      action: act,
      actorId,
      from: from && DATE.test(from) ? from : undefined,
      to: to && DATE.test(to) ? to : undefined,
    }),
  );
  const { data: me } = useQuery(currentUserQueryOptions());
  const users = useQuery({ ...userChoicesQueryOptions(), enabled: canPickUsers(me) });
  const filtered = Boolean(entity || act || actorId || from || to);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Audit Log"
        subtitle="Every administrative change: users, invitations, roles, teams and salaries."
        filters={
          <>
            <ListFilterSelect
              list={list}
              filter="entityType"
              label="Record"
              items={AUDIT_ENTITY_TYPES.map((t) => ({ id: t, name: ENTITY_LABELS[t] }))}
              placeholder="Any record"
              value={entity ?? null}
            />
            <ListFilterSelect
              list={list}
              filter="action"
              label="Action"
              items={AUDIT_ACTIONS.map((a) => ({ id: a, name: ACTION_LABELS[a] }))}
              placeholder="Any action"
              value={act ?? null}
            />
            {canPickUsers(me) ? (
              <ListFilterSelect
                list={list}
                filter="actorId"
                label="Who"
                items={users.data ?? []}
                isLoading={users.isPending}
                placeholder="Anyone"
                value={actorId ?? null}
              />
            ) : null}
            <DatePicker
              label="From"
              value={from && DATE.test(from) ? from : null}
              onChange={(value) => list.update({ from: value })}
            />
            <DatePicker
              label="To"
              value={to && DATE.test(to) ? to : null}
              onChange={(value) => list.update({ to: value })}
            />
          </>
        }
      />
      <ListTable
        query={entries}
        list={list}
        aria-label="Audit log"
        columns={columns}
        onSortChange={(d) =>
          list.update({ sort: 'at', direction: d.direction === 'ascending' ? 'asc' : 'desc' })
        }
        emptyState={
          <ListEmptyState
            filtered={filtered}
            noMatch="No changes match"
            change="Change the filters."
            title="No changes recorded yet"
            description="Changes to users, roles, teams and salaries appear here."
          />
        }
      />
    </div>
  );
}
