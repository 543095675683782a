import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Link,
  snackbar,
  type DataTableColumn,
} from '@keel/ui';
import type { Import } from '@keel/types';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, formatNumber } from '../../../lib/format';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { RowDeleteButton } from '../../../lib/management/components/RowActions';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { countsLine, importOrigin, importTitle, STATUS_LABELS } from '../import-labels';
import { importsQueryOptions } from '../imports.queries';
import { useDeleteImportMutation, useRollbackImportMutation } from '../imports.mutations';

export const importPath = (record: Pick<Import, 'id'>) => `/management/import/${record.id}`;

/** An import's status as a badge whose text says it. */
export function ImportStatusBadge({ record }: { record: Pick<Import, 'status'> }) {
  const { label, tone } = STATUS_LABELS[record.status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The rollback's confirmation: what goes, what comes back, and when it is refused. */
export function RollbackDialog({
  record,
  onClose,
}: {
  record: Import | null;
  onClose: () => void;
}) {
  const rollback = useRollbackImportMutation();
  return (
    <ConfirmDialog
      title="Roll back this import?"
      confirmLabel="Roll back"
      isOpen={record !== null}
      onOpenChange={(open) => !open && onClose()}
      isPending={rollback.isPending}
      onConfirm={() =>
        record &&
        rollback.mutate(record, {
          onSuccess: () => snackbar.success('Import rolled back'),
          onSettled: onClose,
        })
      }
    >
      {record
        ? `The ${formatNumber(record.counts.created)} records it added are removed and the ${formatNumber(record.counts.updated)} it updated get their former values back. If any of them has changed since the import, nothing is rolled back and the answer names it.`
        : null}
    </ConfirmDialog>
  );
}

/** Past and open imports, newest first: what, from where, status, counts, who and when. */
export function ImportHistory() {
  const list = useListParams({ sort: 'created' });
  const imports = useQuery(importsQueryOptions({ page: list.page, pageSize: list.pageSize }));
  const [rollingBack, setRollingBack] = useState<Import | null>(null);
  const [deleting, setDeleting] = useState<Import | null>(null);
  const remove = useDeleteImportMutation();

  const columns: DataTableColumn<Import>[] = [
    {
      id: 'origin',
      header: 'File or server',
      isRowHeader: true,
      width: '2fr',
      cell: (r) => (
        <Link href={importPath(r)} underline="hover">
          {importOrigin(r)}
        </Link>
      ),
    },
    { id: 'what', header: 'Import', cell: (r) => importTitle(r) },
    { id: 'status', header: 'Status', width: 130, cell: (r) => <ImportStatusBadge record={r} /> },
    { id: 'counts', header: 'Rows', width: '2fr', cell: (r) => countsLine(r) },
    { id: 'by', header: 'Run by', cell: (r) => r.createdBy?.name ?? '—' },
    { id: 'when', header: 'Started', cell: (r) => formatInstant(r.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 150,
      cell: (r) => (
        <Inline gap="small" as="span">
          {r.status === 'committed' ? (
            <Button
              size="small"
              onPress={() => setRollingBack(r)}
              aria-label={`Roll back ${importOrigin(r)}`}
            >
              Roll back
            </Button>
          ) : null}
          {r.status === 'mapping' || r.status === 'checked' ? (
            <RowDeleteButton label={`Delete ${importOrigin(r)}`} onPress={() => setDeleting(r)} />
          ) : null}
        </Inline>
      ),
    },
  ];

  return (
    <>
      <ListTable
        query={imports}
        list={list}
        aria-label="Imports"
        columns={columns}
        emptyState={
          <EmptyState
            title="No imports yet"
            description="Read a file or a Redmine server above to start one."
          />
        }
      />
      <RollbackDialog record={rollingBack} onClose={() => setRollingBack(null)} />
      <DeleteConfirmDialog
        item={deleting}
        title="Delete this import?"
        confirmLabel="Delete import"
        deletedMessage="Import deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `${importOrigin(deleting)} was not committed: its mapping and its file are discarded.`
          : null}
      </DeleteConfirmDialog>
    </>
  );
}
