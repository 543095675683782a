import { useState } from 'react';
import { Button, Form, Inline, snackbar, TextField } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import * as styles from '../task-view.css';

/**
 * A one-field form that adds an item by its text (a checklist item, a subtask). The field
 * empties at once, ready for the next one; a refusal puts the text back, its field errors on
 * the field and any other in a snackbar.
 */
export function QuickAddForm({
  label,
  fieldLabel,
  name,
  maxLength,
  submitLabel,
  mutation,
  add,
}: {
  /** The form's accessible name. */
  label: string;
  fieldLabel: string;
  name: string;
  maxLength: number;
  submitLabel: string;
  /** The add mutation's state: its error and whether it is running. */
  mutation: { error: unknown; isPending: boolean };
  /** Sends `text`; `onError` is the mutation's. */
  add: (text: string, onError: (error: Error) => void) => void;
}) {
  const [text, setText] = useState('');
  return (
    <Form
      aria-label={label}
      serverErrors={fieldErrorsOf(mutation.error)}
      onSubmit={() => {
        const typed = text;
        setText('');
        add(typed, (error) => {
          setText(typed);
          if (Object.keys(fieldErrorsOf(error)).length === 0) snackbar.error(errorMessageOf(error));
        });
      }}
    >
      <Inline align="end" wrap={false}>
        <div className={styles.grow}>
          <TextField
            label={fieldLabel}
            name={name}
            maxLength={maxLength}
            value={text}
            onChange={setText}
          />
        </div>
        <Button type="submit" isLoading={mutation.isPending} isDisabled={text.trim() === ''}>
          {submitLabel}
        </Button>
      </Inline>
    </Form>
  );
}
