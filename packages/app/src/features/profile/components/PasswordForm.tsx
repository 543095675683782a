import { useRef, useState } from 'react';
import { Button, Form, TextField, snackbar, type FormHandle } from '@keel/ui';
import { PASSWORD_MIN_LENGTH } from '@keel/types';
import { formFailureOf } from '../../management/form-errors';
import { FormFeedback } from '../../management/components/FormFeedback';
import { required } from '../../management/rules';
import * as styles from '../../management/management.css';
import { useChangePasswordMutation } from '../profile.mutations';

/** Change one's own password; the current one is required and other sessions end. */
export function PasswordForm() {
  const form = useRef<FormHandle>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useChangePasswordMutation();
  const failure = formFailureOf(change.error);

  return (
    <Form
      ref={form}
      aria-label="Change password"
      serverErrors={failure?.fieldErrors}
      onSubmit={() =>
        change.mutate(
          { currentPassword: current, newPassword: next },
          {
            onSuccess: () => {
              form.current?.reset();
              setCurrent('');
              setNext('');
              setConfirm('');
              snackbar.success('Password changed; your other sessions were signed out');
            },
          },
        )
      }
    >
      <div className={styles.fields}>
        <FormFeedback failure={failure} />
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={current}
          onChange={setCurrent}
          rules={[required('Current password')]}
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          isRequired
          value={next}
          onChange={setNext}
          rules={[
            (v) =>
              v.length >= PASSWORD_MIN_LENGTH ||
              `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
          ]}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          isRequired
          value={confirm}
          onChange={setConfirm}
          rules={[(v) => v === next || 'Passwords do not match']}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={change.isPending}>
            Change password
          </Button>
        </div>
      </div>
    </Form>
  );
}
