import { FigureTable } from '@keel/ui';
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
    <FigureTable aria-label="Resources">
      <thead>
        <tr>
          <th scope="col">Resource</th>
          {showRate ? (
            <th scope="col" data-numeric>
              Hourly rate
            </th>
          ) : null}
          <th scope="col" data-numeric>
            Hours
          </th>
          <th scope="col" data-numeric>
            Hour cap
          </th>
          <th scope="col" data-numeric>
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
            {showRate ? <td data-numeric>{formatMoney(r.hourlyRate)}</td> : null}
            <td data-numeric>{formatHours(r.consumed.minutes)}</td>
            <td data-numeric>{r.capMinutes === null ? 'None' : formatHours(r.capMinutes)}</td>
            <td data-numeric>{formatMoney(r.consumed.amount)}</td>
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
    </FigureTable>
  );
}
