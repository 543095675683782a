import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Drawer,
  EmptyState,
  FigureTable,
  Inline,
  QueryStates,
  Stack,
  Text,
} from '@keel/ui';
import type { TimeEntry, TimesheetApproval } from '@keel/types';
import { formatDay, formatHours, formatInstant } from '../../../lib/format';
import { hoursAgainstExpected } from '../approval-figures';
import { timeEntriesQueryOptions } from '../timesheet.queries';
import { weekText } from './ApprovalsTable';

export interface ApprovalWeekDrawerProps {
  week: TimesheetApproval;
  onClose: () => void;
  /** Offered on a submitted week: decide this one week. */
  onApprove?: () => void;
  onReject?: () => void;
  isPending?: boolean;
}

/** What an entry is on, in words. */
export function entryTarget(entry: TimeEntry): string {
  if (entry.timesheetTask) return entry.timesheetTask.name;
  if (entry.task) return `${entry.task.name} (${entry.project?.name ?? 'project'})`;
  return entry.project ? `${entry.project.name} (the project itself)` : '—';
}

/**
 * A week of the inbox, read-only: every entry of it, day by day, with the
 * week's total against the expected hours; on a submitted week, Approve and
 * Reject for that one week.
 */
export function ApprovalWeekDrawer({
  week,
  onClose,
  onApprove,
  onReject,
  isPending = false,
}: ApprovalWeekDrawerProps) {
  const entries = useQuery(timeEntriesQueryOptions(week.user.id, week.weekStart, week.weekEnd));
  const against = hoursAgainstExpected(week);
  const items = entries.data?.items ?? [];
  return (
    <Drawer
      title={`${week.user.name}: ${weekText(week)}`}
      side="right"
      width="wide"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="medium">
        <Inline gap="small" align="center" wrap>
          <Text>
            Logged <strong>{formatHours(week.totalMinutes)}</strong> of{' '}
            {formatHours(week.expectedMinutes)} expected.
          </Text>
          <Badge tone={against.tone}>{against.text}</Badge>
        </Inline>
        <Text tone="muted" size="small">
          Submitted {formatInstant(week.submittedAt)}.
          {week.comment ? ` Comment: “${week.comment}”` : ''}
        </Text>
        {items.length === 0 ? (
          <QueryStates
            query={entries}
            what="The week's time"
            empty={
              <EmptyState
                headingLevel={3}
                title="No time this week"
                description="Nothing was logged."
              />
            }
          />
        ) : (
          <FigureTable verticalAlign="top">
            <caption>{`${week.user.name}'s time, ${weekText(week)}`}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">On</th>
                <th scope="col" data-numeric>
                  Hours
                </th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" data-nowrap>
                    {formatDay(entry.date, 'weekdayDay')}
                  </th>
                  <td>{entryTarget(entry)}</td>
                  <td data-numeric>{formatHours(entry.minutes)}</td>
                  <td>{entry.note || '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td data-numeric>{formatHours(entries.data?.totalMinutes ?? 0)}</td>
                <td />
              </tr>
            </tfoot>
          </FigureTable>
        )}
        {onApprove && onReject ? (
          <Inline gap="small">
            <Button variant="primary" isLoading={isPending} onPress={onApprove}>
              Approve week
            </Button>
            <Button variant="critical" onPress={onReject}>
              Reject week
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Drawer>
  );
}
