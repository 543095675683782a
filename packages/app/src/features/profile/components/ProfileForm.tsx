import { useState } from 'react';
import { Avatar, Inline, Radio, RadioGroup } from '@keel/ui';
import type { Profile, ThemePreference } from '@keel/types';
import { saveThemePreference } from '../../../lib/theme/theme';
import { formFailureOf } from '../../../lib/management/form-errors';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { hexColor } from '../../../lib/management/rules';
import { UserIdentityFields } from '../../../lib/management/components/UserIdentityFields';
import { useUpdateProfileMutation } from '../profile.mutations';

/** Own name, initials, colour and theme. */
export function ProfileForm({ profile, onReload }: { profile: Profile; onReload: () => void }) {
  const [name, setName] = useState(profile.name);
  const [initials, setInitials] = useState(profile.initials);
  const [color, setColor] = useState(profile.color);
  const [theme, setTheme] = useState<ThemePreference>(profile.theme);
  const update = useUpdateProfileMutation();
  const failure = formFailureOf(update.error);

  return (
    <SaveForm
      aria-label="Profile"
      save={update}
      values={() => ({
        version: profile.version,
        name: name.trim(),
        initials: initials.trim(),
        color: color.trim(),
        theme,
      })}
      savedMessage={() => 'Profile saved'}
      // The theme shows at once on this device; the stored preference follows the user.
      onSaved={(saved) => saveThemePreference(saved.theme)}
      onReload={onReload}
      submitLabel="Save profile"
    >
      <Inline as="span" gap="small" wrap={false}>
        <Avatar name={name || profile.name} color={hexColor(color) === true ? color : null} />
        {profile.email}
      </Inline>
      <UserIdentityFields
        name={name}
        onNameChange={setName}
        initials={initials}
        onInitialsChange={setInitials}
        color={color}
        onColorChange={setColor}
        nameAutoComplete="name"
      />
      <RadioGroup
        label="Theme"
        name="theme"
        orientation="horizontal"
        value={theme}
        onChange={(value) => setTheme(value as ThemePreference)}
        errorMessage={failure?.fieldErrors.theme}
      >
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
        <Radio value="system">Same as the system</Radio>
      </RadioGroup>
    </SaveForm>
  );
}
