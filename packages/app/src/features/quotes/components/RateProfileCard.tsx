import type { RateProfile } from '@keel/types';
import { Card, FigureTable, Text } from '@keel/ui';
import { formatMoney } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';

/** One rate profile: its roles with hourly rates (and salary groups, for their readers). */
export function RateProfileCard({
  profile,
  showGroups,
  onEdit,
  onDelete,
}: {
  profile: RateProfile;
  showGroups: boolean;
  /** Absent for readers who may not change profiles. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Card
      title={profile.name}
      actions={
        onEdit ? (
          <RowEditDeleteActions name={profile.name} onEdit={onEdit} onDelete={onDelete} />
        ) : undefined
      }
    >
      <Text as="p" tone="muted" size="small">
        {profile.currency} ·{' '}
        {profile.quoteCount === 1 ? 'Used by 1 quote' : `Used by ${profile.quoteCount} quotes`}
      </Text>
      {profile.roles.length === 0 ? (
        <Text as="p" tone="muted" size="small">
          No roles yet.
        </Text>
      ) : (
        <FigureTable aria-label={`Roles of ${profile.name}`}>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col" data-numeric>
                Hourly rate
              </th>
              {showGroups ? <th scope="col">Salary group</th> : null}
            </tr>
          </thead>
          <tbody>
            {profile.roles.map((r) => (
              <tr key={r.role}>
                <th scope="row">{r.role}</th>
                <td data-numeric>{formatMoney(r.hourlyRate)}</td>
                {showGroups ? <td>{r.salaryGroup?.name ?? 'None'}</td> : null}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
    </Card>
  );
}
