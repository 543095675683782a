import type { RateProfile } from '@keel/types';
import { Card } from '@keel/ui';
import { formatMoney } from '../../../lib/format';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import * as styles from '../rate-config.css';

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
      <p className={styles.muted}>
        {profile.currency} ·{' '}
        {profile.quoteCount === 1 ? 'Used by 1 quote' : `Used by ${profile.quoteCount} quotes`}
      </p>
      {profile.roles.length === 0 ? (
        <p className={styles.muted}>No roles yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={`Roles of ${profile.name}`}>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col" className={styles.number}>
                  Hourly rate
                </th>
                {showGroups ? <th scope="col">Salary group</th> : null}
              </tr>
            </thead>
            <tbody>
              {profile.roles.map((r) => (
                <tr key={r.role}>
                  <th scope="row">{r.role}</th>
                  <td className={styles.number}>{formatMoney(r.hourlyRate)}</td>
                  {showGroups ? <td>{r.salaryGroup?.name ?? 'None'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
