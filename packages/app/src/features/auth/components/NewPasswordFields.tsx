import { PASSWORD_MIN_LENGTH } from '@keel/types';
import { TextField } from '@keel/ui';

/**
 * A new password and its confirmation (sign-up, password reset, own password
 * change), with the API's minimum length checked before sending. The API
 * also refuses easily guessed passwords (zxcvbn-ts score below 3, the user's
 * email or name); that 400 is shown on this field, keyed by `name`. The
 * checker's dictionaries (about 1.5 MB) stay on the server.
 */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  autoFocus,
  isRequired,
}: {
  /** The field name the server's errors are keyed by. */
  name: string;
  label: string;
  confirmLabel: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  autoFocus?: boolean;
  isRequired?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password, nor your email or name.`}
        isRequired={isRequired}
        value={password}
        onChange={onPasswordChange}
        rules={[
          (v) =>
            v.length >= PASSWORD_MIN_LENGTH ||
            `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
        ]}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        isRequired={isRequired}
        value={confirmation}
        onChange={onConfirmationChange}
        rules={[(v) => v === password || 'Passwords do not match']}
      />
    </>
  );
}
