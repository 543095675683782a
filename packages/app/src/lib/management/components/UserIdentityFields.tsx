import { Columns, TextField } from '@keel/ui';
import { hexColor, maxLength, required } from '../rules';
import { fieldsOf } from '../useFields';

/** A user's name, initials and avatar colour, as typed. */
export interface UserIdentity {
  name: string;
  initials: string;
  color: string;
}

/** What to save of the identity fields: each one trimmed. */
export const trimmedIdentity = ({ name, initials, color }: UserIdentity): UserIdentity => ({
  name: name.trim(),
  initials: initials.trim(),
  color: color.trim(),
});

/** A user's name, initials and avatar colour: edited by an administrator and in one's own profile. */
export function UserIdentityFields({
  value,
  onChange,
  nameAutoComplete,
  isReadOnly,
}: {
  value: UserIdentity;
  onChange: (patch: Partial<UserIdentity>) => void;
  /** `name` where the browser may fill in the user's own name. */
  nameAutoComplete?: string;
  isReadOnly?: boolean;
}) {
  const field = fieldsOf(value, onChange);
  return (
    <>
      <TextField
        {...field('name')}
        label="Name"
        isRequired
        autoComplete={nameAutoComplete}
        isReadOnly={isReadOnly}
        rules={[required('Name'), maxLength(120)]}
      />
      <Columns minColumnWidth={160}>
        <TextField
          {...field('initials')}
          label="Initials"
          isRequired
          isReadOnly={isReadOnly}
          rules={[required('Initials'), maxLength(4)]}
        />
        <TextField
          {...field('color')}
          label="Colour"
          description="As #rrggbb"
          isRequired
          isReadOnly={isReadOnly}
          rules={[hexColor]}
        />
      </Columns>
    </>
  );
}
