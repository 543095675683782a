import type { ReactNode } from 'react';
import { Button, Columns, Dialog, Stack, Text } from '@keel/ui';
import type { Milestone } from '@keel/types';
import { formatDate, formatMoney } from '../../../lib/format';
import { MilestoneStatusText } from './MilestoneTable';
import * as styles from '../milestones.css';

/** A milestone as read, for someone who may not change it (opened from the timeline). */
export function MilestoneDetailsDialog({
  milestone,
  onClose,
}: {
  milestone: Milestone;
  onClose: () => void;
}) {
  const { taskCount, completedTaskCount } = milestone.progress;
  const facts: [string, ReactNode][] = [
    ['Due date', formatDate(milestone.dueDate)],
    ['Status', <MilestoneStatusText key="status" milestone={milestone} />],
    ['Tasks', taskCount === 0 ? 'No tasks' : `${completedTaskCount} of ${taskCount} done`],
    ['Financial', milestone.financial ? 'Yes' : 'No'],
  ];
  if (milestone.financial)
    facts.push(
      ...(milestone.financials
        ? ([
            ['Amount', formatMoney(milestone.financials.amount)],
            ['Forecast', formatDate(milestone.financials.forecastDate)],
            ['Invoiced', formatDate(milestone.financials.invoicedDate)],
            ['Paid', formatDate(milestone.financials.paidDate)],
          ] as [string, ReactNode][])
        : ([['Amount', 'Amount hidden']] as [string, ReactNode][])),
    );

  return (
    <Dialog
      title={milestone.name}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>Close</Button>}
    >
      <Columns as="dl" minColumnWidth={140} align="stretch">
        {facts.map(([term, value]) => (
          <Stack gap="xxsmall" key={term}>
            <Text as="dt" tone="muted">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </Stack>
        ))}
      </Columns>
      {milestone.description ? (
        <p className={styles.description}>{milestone.description}</p>
      ) : (
        <Text as="p" tone="muted">
          No description
        </Text>
      )}
    </Dialog>
  );
}
