import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@keel/ui';
import { formatClockDuration, type CurrentUser } from '@keel/types';
import { ownTimeInLieuQueryOptions } from '../timesheet.queries';
import * as styles from '../week.css';

/** The signed-in user's time in lieu: balance, accrued, taken and adjusted. */

export function TimeInLieu({ me }: { me: CurrentUser }) {
  const balance = useQuery(ownTimeInLieuQueryOptions(me.id));
  if (balance.isPending) return <Skeleton width={140} height={48} label="Loading time in lieu" />;
  if (balance.isError || balance.data === null) return null;
  return (
    <div className={styles.balance} role="group" aria-label="Your time in lieu">
      <span className={styles.balanceLabel}>Time in lieu balance</span>
      <span className={styles.balanceValue}>
        {formatClockDuration(balance.data.balanceMinutes)}
      </span>
      <span className={styles.balanceLabel}>
        {formatClockDuration(balance.data.accruedMinutes)} accrued ·{' '}
        {formatClockDuration(balance.data.takenMinutes)} taken
        {balance.data.adjustedMinutes !== 0
          ? ` · ${formatClockDuration(balance.data.adjustedMinutes)} adjusted`
          : ''}
      </span>
    </div>
  );
}
