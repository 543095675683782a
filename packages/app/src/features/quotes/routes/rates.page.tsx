import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RateProfile } from '@keel/types';
import { Inline, Link, PageHeader, Stack } from '@keel/ui';
import { SettingsList } from '../components/SettingsList';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { RateProfileCard } from '../components/RateProfileCard';
import { RateProfileDialog } from '../components/RateProfileDialog';
import { useDeleteRateProfileMutation } from '../rate-profiles.mutations';
import { rateProfileOptionsQueryOptions, rateProfilesQueryOptions } from '../rate-profiles.queries';
import * as styles from '../rate-config.css';
import { addButtons } from '../../../lib/management/components/AddButtons';

/** `/quotes/rates`: rate profiles, their roles and hourly rates; read-only without manageQuoteRateProfiles. */
export default function RatesPage() {
  const profiles = useQuery(rateProfilesQueryOptions());
  const options = useQuery(rateProfileOptionsQueryOptions());
  const [editing, setEditing] = useState<RateProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateProfile | null>(null);
  const remove = useDeleteRateProfileMutation();
  const canManage = options.data?.canManage ?? false;
  const showGroups = (options.data?.salaryGroups ?? null) !== null;

  const add = addButtons(canManage, 'New rate profile', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader title="Rates" actions={add.header} />
      <SettingsList
        query={profiles}
        options={options}
        what="Rate profiles"
        empty={{
          title: 'No rate profiles yet',
          description: 'A rate profile gives each role a quote may staff its hourly rate.',
          action: add.empty,
        }}
      >
        {(data) => (
          <>
            {/* Links to each profile: a long list is quicker to reach, and a read-only reader's
                keyboard has something to stop on in the scrolling page (axe: scrollable-region-focusable). */}
            <nav aria-label="Rate profiles on this page">
              <Inline as="ul">
                {data.map((profile) => (
                  <li key={profile.id}>
                    <Link href={`#rate-profile-${profile.id}`}>{profile.name}</Link>
                  </li>
                ))}
              </Inline>
            </nav>
            <Stack gap="large">
              {data.map((profile) => (
                <div key={profile.id} id={`rate-profile-${profile.id}`}>
                  <RateProfileCard
                    profile={profile}
                    showGroups={showGroups}
                    onEdit={canManage ? () => setEditing(profile) : undefined}
                    onDelete={canManage ? () => setDeleting(profile) : undefined}
                  />
                </div>
              ))}
            </Stack>
          </>
        )}
      </SettingsList>
      {editing !== null && options.data ? (
        <RateProfileDialog
          profile={editing === 'new' ? null : editing}
          options={options.data}
          onClose={() => setEditing(null)}
          onReload={() => void profiles.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete rate profile ${deleting?.name ?? ''}?`}
        confirmLabel="Delete profile"
        deletedMessage="Rate profile deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.quoteCount > 0
          ? `${deleting.quoteCount} quote(s) use it: they keep their lines and rates, and are left without a rate profile.`
          : 'No quote uses it.'}
      </DeleteConfirmDialog>
    </div>
  );
}
