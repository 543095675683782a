import { useMemo } from 'react';
import { Icon, Legend, Stack, Text, Timeline, TIMELINE_MARKER_WIDTH } from '@keel/ui';
import type { Milestone, MilestoneStatus } from '@keel/types';
import { formatDate, formatMonth } from '../../../lib/format';
import { timelineModel } from '../timeline-model';
import {
  MILESTONE_STATUS_ICONS,
  MILESTONE_STATUS_TONES,
  MILESTONE_STATUS_TITLES,
  milestoneLabel,
} from '../milestone-status';

const MONTH_WIDTH = 120;

function StatusShape({ status }: { status: MilestoneStatus }) {
  return (
    <Text tone={MILESTONE_STATUS_TONES[status]}>
      <Icon name={MILESTONE_STATUS_ICONS[status]} />
    </Text>
  );
}

/**
 * Months across, each milestone a marker at its due date, a dashed line with
 * the word Today. Each marker is a button named by name, due date and status
 * (Tab goes through them by date); its shape and the legend say the status
 * beside the colour. On a narrow screen the timeline scrolls sideways,
 * starting with today in view.
 */
export function MilestoneTimeline({
  milestones,
  today,
  onOpen,
}: {
  milestones: readonly Milestone[];
  /** `YYYY-MM-DD` */
  today: string;
  /** Pressing a marker opens its milestone. */
  onOpen: (milestone: Milestone) => void;
}) {
  const model = useMemo(
    () =>
      timelineModel(milestones, (m) => m.dueDate, {
        today,
        monthWidth: MONTH_WIDTH,
        minGap: TIMELINE_MARKER_WIDTH + 4,
        markerWidth: TIMELINE_MARKER_WIDTH,
      }),
    [milestones, today],
  );

  return (
    <Stack gap="small">
      <Legend
        aria-label="Legend"
        items={(['planned', 'reached', 'missed'] as const).map((status) => ({
          key: status,
          swatch: <StatusShape status={status} />,
          label: MILESTONE_STATUS_TITLES[status],
        }))}
      />
      <Timeline
        aria-label="Milestone timeline"
        width={model.width}
        laneCount={model.laneCount}
        spans={model.months.map((m) => ({ ...m, label: formatMonth(m.year, m.month) }))}
        today={{ x: model.todayX, label: `Today, ${formatDate(today)}` }}
        markers={model.markers.map(({ item, x, lane }) => ({
          key: String(item.id),
          x,
          lane,
          shape: <StatusShape status={item.status} />,
          name: item.name,
          label: milestoneLabel(item),
          onPress: () => onOpen(item),
        }))}
      />
    </Stack>
  );
}
