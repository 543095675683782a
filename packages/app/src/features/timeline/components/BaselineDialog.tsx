import { useState } from 'react';
import { TextField } from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';

/** Names a new baseline: every task's dates frozen as they are now. */
export function BaselineDialog({
  isPending,
  error,
  onSubmit,
  onClose,
}: {
  isPending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = formFailureOf(error);
  return (
    <FormDialog
      formId="gantt-baseline"
      title="Save baseline"
      size="small"
      submitLabel="Save baseline"
      isPending={isPending}
      failure={failure}
      onSubmit={() => (name.trim() ? onSubmit(name.trim()) : setMissing(true))}
      onClose={onClose}
    >
      <TextField
        label="Name"
        description="Freezes every task's start and due date as they are now."
        value={name}
        onChange={(value) => {
          setName(value);
          setMissing(false);
        }}
        isRequired
        maxLength={120}
        errorMessage={missing ? 'Name the baseline' : failure?.fieldErrors.name}
      />
    </FormDialog>
  );
}
