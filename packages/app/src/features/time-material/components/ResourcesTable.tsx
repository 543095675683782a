import type { ReactNode } from 'react';
import type { Consumption, Money } from '@keel/types';
import { formatHours, formatMoney } from '../../../lib/format';
import { LevelBadge } from './LevelBadge';
import * as styles from '../time-material.css';

export interface ResourceRow {
  id: number;
  name: ReactNode;
  /** The billing rate; null when the reader may not see rates (the signed-in pages without manageTimeMaterial). */
  hourlyRate?: Money | null;
  capMinutes: number | null;
  consumed: Consumption;
  actions?: ReactNode;
}

/** The contract's resources with their hours and amount against their hour caps. */
export function ResourcesTable({
  rows,
  showRate,
  showActions,
}: {
  rows: readonly ResourceRow[];
  showRate: boolean;
  showActions: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Resources">
        <thead>
          <tr>
            <th scope="col">Resource</th>
            {showRate ? (
              <th scope="col" className={styles.number}>
                Hourly rate
              </th>
            ) : null}
            <th scope="col" className={styles.number}>
              Hours
            </th>
            <th scope="col" className={styles.number}>
              Hour cap
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
            <th scope="col">Status</th>
            {showActions ? (
              <th scope="col" className={styles.screenOnly}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              {showRate ? <td className={styles.number}>{formatMoney(r.hourlyRate)}</td> : null}
              <td className={styles.number}>{formatHours(r.consumed.minutes)}</td>
              <td className={styles.number}>
                {r.capMinutes === null ? 'None' : formatHours(r.capMinutes)}
              </td>
              <td className={styles.number}>{formatMoney(r.consumed.amount)}</td>
              <td>
                {r.consumed.minutesLevel === 'within' ? (
                  r.capMinutes === null ? (
                    'No cap'
                  ) : (
                    'Within the cap'
                  )
                ) : (
                  <LevelBadge level={r.consumed.minutesLevel} />
                )}
              </td>
              {showActions ? <td className={styles.screenOnly}>{r.actions}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
