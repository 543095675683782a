import { GridTable, Icon, IconButton, Inline, Stack, Text } from '@keel/ui';
import { formatDay } from '../../../lib/format';
import { formatClockDuration } from '@keel/types';
import { targetLabel } from '../time-targets';
import { type GridLine, type WeekGrid } from '../week-grid';
import { WEEKDAYS, WEEKDAYS_SHORT, lockText, DayCell } from './WeekDayCell';
import { StartTimerButton } from './StartTimerButton';

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
    <GridTable caption={caption} rowHeaderMinWidth={220} cellMinWidth={84}>
      <thead>
        <tr>
          <th scope="col">Line</th>
          {grid.days.map((day, index) => {
            const lock = grid.dayLocks[index];
            return (
              <th key={day} scope="col" data-numeric>
                <abbr title={WEEKDAYS[index]}>{WEEKDAYS_SHORT[index]}</abbr>{' '}
                {formatDay(day, 'dayMonth')}
                {lock ? (
                  <Inline justify="end" gap="xxsmall">
                    <Icon name="lock" size="small" />
                    <Text size="xsmall" weight="regular">
                      {lockText(lock)}
                    </Text>
                  </Inline>
                ) : null}
              </th>
            );
          })}
          <th scope="col" data-numeric>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {grid.lines.map((line, row) => {
          const { name, context } = targetLabel(line.target);
          return (
            <tr key={line.key}>
              <th scope="row">
                <Inline justify="spaceBetween" align="start" gap="xsmall" wrap={false}>
                  <Stack gap="none">
                    <Text weight="medium">{name}</Text>
                    <Text size="small" tone="muted">
                      {context}
                    </Text>
                  </Stack>
                  {canWrite ? (
                    <Inline gap="none" wrap={false}>
                      {/* One's own week: the line's target can start the running timer. */}
                      {userId === null ? <StartTimerButton target={line.target} compact /> : null}
                      {line.totalMinutes === 0 ? (
                        <IconButton
                          icon="close"
                          size="small"
                          variant="ghost"
                          aria-label={`Remove line ${name}`}
                          onPress={() => onRemoveLine(line)}
                        />
                      ) : null}
                    </Inline>
                  ) : null}
                </Inline>
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
              <td data-numeric aria-label={`Total ${name}`}>
                <Text weight="strong">{formatClockDuration(line.totalMinutes)}</Text>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {grid.dayTotals.map((minutes, index) => (
            <td key={grid.days[index]} data-numeric aria-label={`Total ${WEEKDAYS[index]}`}>
              {formatClockDuration(minutes)}
            </td>
          ))}
          <td data-numeric aria-label="Total for the week">
            {formatClockDuration(grid.totalMinutes)}
          </td>
        </tr>
      </tfoot>
    </GridTable>
  );
}
