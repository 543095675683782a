import { useState } from 'react';
import { Form, snackbar, TextField } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { useCreateTaskMutation } from '../task-write.mutations';
import * as styles from '../tasks-list.css';

/**
 * Quick add on a project's task list: a name and Enter create a To do task
 * in the project; the field empties for the next one.
 */
export function QuickAdd({ projectId }: { projectId: number }) {
  const create = useCreateTaskMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <div className={styles.quickAdd}>
      <Form
        aria-label="Quick add"
        onSubmit={() => {
          const trimmed = name.trim();
          if (!trimmed || create.isPending) return;
          setError(undefined);
          create
            .mutateAsync({ projectId, name: trimmed })
            .then((task) => {
              setName('');
              snackbar.success(`Task “${task.name}” added`);
            })
            .catch((failure: unknown) => {
              if (isApiError(failure) && (failure.status === 401 || failure.status === 403)) return;
              setError(fieldErrorsOf(failure).name ?? errorMessageOf(failure));
            });
        }}
      >
        <TextField
          label="New task"
          name="name"
          placeholder="Type a name and press Enter"
          maxLength={200}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          errorMessage={error}
          isReadOnly={create.isPending}
        />
      </Form>
    </div>
  );
}
