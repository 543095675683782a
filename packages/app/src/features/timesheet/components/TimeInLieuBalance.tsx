import { useQuery } from '@tanstack/react-query';
import { Skeleton, Text } from '@keel/ui';
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
      <Text size="small" tone="muted">
        Time in lieu balance
      </Text>
      <Text size="large" weight="strong" numeric>
        {formatClockDuration(balance.data.balanceMinutes)}
      </Text>
      <Text size="small" tone="muted">
        {formatClockDuration(balance.data.accruedMinutes)} accrued ·{' '}
        {formatClockDuration(balance.data.takenMinutes)} taken
        {balance.data.adjustedMinutes !== 0
          ? ` · ${formatClockDuration(balance.data.adjustedMinutes)} adjusted`
          : ''}
      </Text>
    </div>
  );
}
