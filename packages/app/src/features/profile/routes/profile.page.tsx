import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Columns, PageHeader, Skeleton } from '@keel/ui';
import * as styles from '../../../lib/management/management.css';
import { profileQueryOptions } from '../profile.queries';
import { ProfileForm } from '../components/ProfileForm';
import { PasswordForm } from '../components/PasswordForm';
import { ApiTokensSection } from '../../api-tokens';
import { CalendarFeedCard } from '../../calendar-feeds';

/** `/profile`: the signed-in user's own name, initials, colour, theme, password, calendar feed and API tokens. */
export default function ProfilePage() {
  const profile = useQuery(profileQueryOptions());
  // A reload after a 409 remounts the form with the stored values.
  const [reloads, setReloads] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Profile"
        subtitle="How you appear to others, and how Keel looks for you."
      />
      <Columns minColumnWidth={320} gap="large">
        <Card title="Your details">
          {profile.data ? (
            <ProfileForm
              key={reloads}
              profile={profile.data}
              onReload={() => void profile.refetch().then(() => setReloads((n) => n + 1))}
            />
          ) : (
            <Skeleton lines={5} label="Loading your profile" />
          )}
        </Card>
        <Card title="Password">
          <PasswordForm />
        </Card>
        <CalendarFeedCard />
        <ApiTokensSection />
      </Columns>
    </div>
  );
}
