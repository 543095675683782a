import { useRef, useState } from 'react';
import { TextField, type FormHandle } from '@keel/ui';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { useNewPassword } from '../../../lib/management/useNewPassword';
import { required } from '../../../lib/management/rules';
import { useChangePasswordMutation } from '../profile.mutations';
import { NewPasswordFields } from '../../auth';

/** Change one's own password; the current one is required and other sessions end. */
export function PasswordForm() {
  const form = useRef<FormHandle>(null);
  const [current, setCurrent] = useState('');
  const next = useNewPassword();
  const change = useChangePasswordMutation();

  return (
    <SaveForm
      formRef={form}
      aria-label="Change password"
      save={change}
      values={() => ({ currentPassword: current, newPassword: next.password })}
      savedMessage={() => 'Password changed; your other sessions were signed out'}
      onSaved={() => {
        form.current?.reset();
        setCurrent('');
        next.clear();
      }}
      submitLabel="Change password"
      submitVariant="secondary"
    >
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
        {...next.fields}
        isRequired
      />
    </SaveForm>
  );
}
