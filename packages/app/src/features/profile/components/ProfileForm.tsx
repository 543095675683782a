import { Avatar, Inline, Radio, RadioGroup } from '@keel/ui';
import type { Profile, ThemePreference } from '@keel/types';
import { saveThemePreference } from '../../../lib/theme/theme';
import { formFailureOf } from '../../../lib/management/form-errors';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { hexColor } from '../../../lib/management/rules';
import {
  UserIdentityFields,
  trimmedIdentity,
} from '../../../lib/management/components/UserIdentityFields';
import { useFields } from '../../../lib/management/useFields';
import { useUpdateProfileMutation } from '../profile.mutations';

/** Own name, initials, colour and theme. */
export function ProfileForm({ profile, onReload }: { profile: Profile; onReload: () => void }) {
  const { values, set } = useFields({
    name: profile.name,
    initials: profile.initials,
    color: profile.color,
    theme: profile.theme,
  });
  const { name, color } = values;
  const update = useUpdateProfileMutation();
  const failure = formFailureOf(update.error);

  return (
    <SaveForm
      aria-label="Profile"
      save={update}
      values={() => ({ version: profile.version, ...trimmedIdentity(values), theme: values.theme })}
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
      <UserIdentityFields value={values} onChange={set} nameAutoComplete="name" />
      <RadioGroup
        label="Theme"
        name="theme"
        orientation="horizontal"
        value={values.theme}
        onChange={(value) => set({ theme: value as ThemePreference })}
        errorMessage={failure?.fieldErrors.theme}
      >
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
        <Radio value="system">Same as the system</Radio>
      </RadioGroup>
    </SaveForm>
  );
}
