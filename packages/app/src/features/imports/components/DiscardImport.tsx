import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog, snackbar } from '@keel/ui';
import type { Import } from '@keel/types';
import { importOrigin } from '../import-labels';
import { useDeleteImportMutation } from '../imports.mutations';

/** An uncommitted import's "Discard": after asking, its mapping and file go, and so does the page. */
export function DiscardImport({ record }: { record: Import }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteImportMutation();
  const navigate = useNavigate();
  if (record.status !== 'mapping' && record.status !== 'checked') return null;
  return (
    <>
      <Button variant="ghost" onPress={() => setAsking(true)}>
        Discard import
      </Button>
      <ConfirmDialog
        title="Discard this import?"
        confirmLabel="Discard import"
        isOpen={asking}
        onOpenChange={setAsking}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(record, {
            onSuccess: () => {
              snackbar.success('Import discarded');
              void navigate('/management/import');
            },
            onSettled: () => setAsking(false),
          })
        }
      >
        {`${importOrigin(record)} was not committed: its mapping and its file are discarded. Nothing it would have written was written.`}
      </ConfirmDialog>
    </>
  );
}
