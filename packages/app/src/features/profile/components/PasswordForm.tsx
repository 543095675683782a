import { useRef, useState } from 'react';
import { Button, Form, Inline, Stack, TextField, snackbar, type FormHandle } from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { required } from '../../../lib/management/rules';
import { useChangePasswordMutation } from '../profile.mutations';
import { NewPasswordFields } from '../../auth';

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
      <Stack>
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
        <NewPasswordFields
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          password={next}
          onPasswordChange={setNext}
          confirmation={confirm}
          onConfirmationChange={setConfirm}
          isRequired
        />
        <Inline>
          <Button type="submit" isLoading={change.isPending}>
            Change password
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
