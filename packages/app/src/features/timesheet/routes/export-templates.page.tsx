import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Inline,
  PageHeader,
  type DataTableColumn,
} from '@keel/ui';
import { TIMESHEET_EXPORT_COLUMN_LABELS, type TimesheetExportTemplate } from '@keel/types';
import { may } from '../../../lib/session';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import * as styles from '../../../lib/management/management.css';
import { ExportTemplateDialog } from '../components/ExportTemplateDialog';
import { RunExportDialog } from '../components/RunExportDialog';
import { useDeleteExportTemplateMutation } from '../timesheet.mutations';
import { exportTemplatesQueryOptions } from '../timesheet.queries';
import { currentUserQueryOptions } from '../../../lib/session';
import { addButtons } from '../../../lib/management/components/AddButtons';

const BILLABLE_TEXT = { all: null, billable: 'Billable only', notBillable: 'Not billable only' };

function filtersText(template: TimesheetExportTemplate): string {
  const { userIds, teamIds, projectIds, billable } = template.filters;
  const parts = [
    userIds.length > 0 ? `${userIds.length} ${userIds.length === 1 ? 'person' : 'people'}` : null,
    teamIds.length > 0 ? `${teamIds.length} team${teamIds.length === 1 ? '' : 's'}` : null,
    projectIds.length > 0
      ? `${projectIds.length} project${projectIds.length === 1 ? '' : 's'}`
      : null,
    BILLABLE_TEXT[billable],
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'All time you may read' : parts.join(', ');
}

/**
 * `/management/timesheet/export`: the export templates; readers run them
 * (a date range, then the file downloads with progress), holders of
 * manageTimesheetExportTemplates add, change and delete them.
 */
export default function ExportTemplatesPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageTimesheetExportTemplates');
  const templates = useQuery(exportTemplatesQueryOptions());
  const [editing, setEditing] = useState<TimesheetExportTemplate | 'new' | null>(null);
  const [running, setRunning] = useState<TimesheetExportTemplate | null>(null);
  const [deleting, setDeleting] = useState<TimesheetExportTemplate | null>(null);
  const remove = useDeleteExportTemplateMutation();

  const columns: DataTableColumn<TimesheetExportTemplate>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, width: '1.5fr', cell: (t) => t.name },
    {
      id: 'format',
      header: 'Format',
      width: 90,
      cell: (t) => <Badge tone="neutral">{t.format.toUpperCase()}</Badge>,
    },
    {
      id: 'columns',
      header: 'Columns',
      width: '2fr',
      cell: (t) => t.columns.map((c) => TIMESHEET_EXPORT_COLUMN_LABELS[c]).join(', '),
    },
    { id: 'filters', header: 'Filters', cell: filtersText },
    {
      id: 'actions',
      header: 'Actions',
      width: canManage ? 170 : 90,
      cell: (t) => (
        <Inline as="span">
          <Button
            size="small"
            icon="download"
            aria-label={`Run ${t.name}`}
            onPress={() => setRunning(t)}
          >
            Run
          </Button>
          {canManage ? (
            <RowEditDeleteActions
              name={t.name}
              onEdit={() => setEditing(t)}
              onDelete={() => setDeleting(t)}
            />
          ) : null}
        </Inline>
      ),
    },
  ];

  const add = addButtons(canManage, 'New template', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader title="Export" actions={add.header} />
      <DataTable
        aria-label="Export templates"
        columns={columns}
        rows={templates.data ?? []}
        getRowId={(t) => t.id}
        loading={templates.isPending}
        emptyState={
          <EmptyState
            title="No export templates yet"
            description="A template names the columns and filters of a timesheet export; run it for any dates."
            action={add.empty}
          />
        }
      />
      {editing !== null ? (
        <ExportTemplateDialog
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void templates.refetch()}
        />
      ) : null}
      {running !== null ? (
        <RunExportDialog template={running} onClose={() => setRunning(null)} />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete export template ${deleting?.name ?? ''}?`}
        confirmLabel="Delete template"
        deletedMessage="Export template deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        The template goes away; files already downloaded stay as they are.
      </DeleteConfirmDialog>
    </div>
  );
}
