import { Icon, IconButton } from '@keel/ui';
import { formatDay } from '../../../lib/format';
import { formatClockDuration } from '@keel/types';
import { targetLabel } from '../time-targets';
import { type GridLine, type WeekGrid } from '../week-grid';
import * as styles from '../week.css';
import { WEEKDAYS, WEEKDAYS_SHORT, lockText, DayCell } from './WeekDayCell';

export interface WeekGridTableProps {
  grid: WeekGrid;
  /** Set when the grid shows someone else's time (their id goes with new entries). */
  userId: number | null;
  canWrite: boolean;
  /** Removes a line that holds no time (it lives in the browser only). */
  onRemoveLine: (line: GridLine) => void;
  caption: string;
}

/** Lines x days with totals; keyboard: Tab and arrows move, Enter commits, Escape reverts. */
export function WeekGridTable({
  grid,
  userId,
  canWrite,
  onRemoveLine,
  caption,
}: WeekGridTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.lineHead}>
              Line
            </th>
            {grid.days.map((day, index) => {
              const lock = grid.dayLocks[index];
              return (
                <th key={day} scope="col" className={styles.headCell}>
                  <abbr title={WEEKDAYS[index]}>{WEEKDAYS_SHORT[index]}</abbr>{' '}
                  {formatDay(day, 'dayMonth')}
                  {lock ? (
                    <span className={styles.dayLock}>
                      <Icon name="lock" size="small" />
                      {lockText(lock)}
                    </span>
                  ) : null}
                </th>
              );
            })}
            <th scope="col" className={styles.headCell}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.lines.map((line, row) => {
            const { name, context } = targetLabel(line.target);
            return (
              <tr key={line.key}>
                <th scope="row" className={styles.lineHead}>
                  <span className={styles.lineHeadInner}>
                    <span>
                      <span className={styles.lineName}>{name}</span>
                      <span className={styles.lineContext}>{context}</span>
                    </span>
                    {line.totalMinutes === 0 && canWrite ? (
                      <IconButton
                        icon="close"
                        size="small"
                        variant="ghost"
                        aria-label={`Remove line ${name}`}
                        onPress={() => onRemoveLine(line)}
                      />
                    ) : null}
                  </span>
                </th>
                {line.cells.map((cell, col) => (
                  <DayCell
                    key={cell.date}
                    line={line}
                    cell={cell}
                    row={row}
                    col={col}
                    userId={userId}
                    canWrite={canWrite}
                  />
                ))}
                <td className={styles.totalCell} aria-label={`Total ${name}`}>
                  {formatClockDuration(line.totalMinutes)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className={styles.footRow}>
            <th scope="row" className={styles.lineHead}>
              Total
            </th>
            {grid.dayTotals.map((minutes, index) => (
              <td
                key={grid.days[index]}
                className={styles.totalCell}
                aria-label={`Total ${WEEKDAYS[index]}`}
              >
                {formatClockDuration(minutes)}
              </td>
            ))}
            <td className={styles.totalCell} aria-label="Total for the week">
              {formatClockDuration(grid.totalMinutes)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
