import { useState } from 'react';

/**
 * A new password and its typed confirmation (sign-up, password reset, own password change):
 * `fields` are NewPasswordFields' values and handlers, `clear` empties both after a save.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    fields: {
      password,
      onPasswordChange: setPassword,
      confirmation,
      onConfirmationChange: setConfirmation,
    },
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}
