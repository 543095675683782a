import { Columns, TextField } from '@keel/ui';
import { hexColor, maxLength, required } from '../rules';

/** A user's name, initials and avatar colour: edited by an administrator and in one's own profile. */
export function UserIdentityFields({
  name,
  onNameChange,
  initials,
  onInitialsChange,
  color,
  onColorChange,
  nameAutoComplete,
  isReadOnly,
}: {
  name: string;
  onNameChange: (value: string) => void;
  initials: string;
  onInitialsChange: (value: string) => void;
  color: string;
  onColorChange: (value: string) => void;
  /** `name` where the browser may fill in the user's own name. */
  nameAutoComplete?: string;
  isReadOnly?: boolean;
}) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        isRequired
        autoComplete={nameAutoComplete}
        isReadOnly={isReadOnly}
        value={name}
        onChange={onNameChange}
        rules={[required('Name'), maxLength(120)]}
      />
      <Columns minColumnWidth={160}>
        <TextField
          name="initials"
          label="Initials"
          isRequired
          isReadOnly={isReadOnly}
          value={initials}
          onChange={onInitialsChange}
          rules={[required('Initials'), maxLength(4)]}
        />
        <TextField
          name="color"
          label="Colour"
          description="As #rrggbb"
          isRequired
          isReadOnly={isReadOnly}
          value={color}
          onChange={onColorChange}
          rules={[hexColor]}
        />
      </Columns>
    </>
  );
}
