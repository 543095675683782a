import { useLayoutEffect, useMemo, useRef } from 'react';
import { Icon, Stack, Legend, Text } from '@keel/ui';
import type { Milestone, MilestoneStatus } from '@keel/types';
import { formatDate, formatMonth } from '../../../lib/format';
import { timelineModel } from '../timeline-model';
import {
  MILESTONE_STATUS_ICONS,
  MILESTONE_STATUS_TONES,
  MILESTONE_STATUS_TITLES,
  milestoneLabel,
} from '../milestone-status';
import * as styles from '../milestones.css';

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
        minGap: styles.MARKER_LABEL_WIDTH + 4,
        markerWidth: styles.MARKER_LABEL_WIDTH,
      }),
    [milestones, today],
  );
  const height = styles.MONTH_ROW_HEIGHT + model.laneCount * styles.LANE_HEIGHT + 24;
  const scroller = useRef<HTMLDivElement>(null);
  // Positions are shares of the model's width, so a timeline narrower than its card stretches.
  const at = (x: number) => `${(x / model.width) * 100}%`;

  // Start with today in the middle of the view when the timeline is wider than the screen.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const todayPx = (model.todayX / model.width) * element.scrollWidth;
    element.scrollLeft = Math.max(0, todayPx - element.clientWidth / 2);
  }, [model.todayX, model.width]);

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
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label="Milestone timeline"
        // Scrollable with the keyboard even when it holds no marker.
        tabIndex={milestones.length === 0 ? 0 : undefined}
      >
        <div className={styles.canvas} style={{ width: model.width, minWidth: '100%', height }}>
          <div aria-hidden="true">
            {model.months.map((m) => (
              <div
                key={m.key}
                className={styles.month}
                style={{ left: at(m.x), width: at(m.width) }}
              >
                <span className={styles.monthLabel}>{formatMonth(m.year, m.month)}</span>
              </div>
            ))}
          </div>
          <div className={styles.today} style={{ left: at(model.todayX) }}>
            <span className={styles.todayLabel}>Today, {formatDate(today)}</span>
          </div>
          <ul className={styles.markers}>
            {model.markers.map(({ item, x, lane }) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.marker}
                  style={{
                    // Centred on its date, but never past either end of the timeline.
                    left: `clamp(0px, calc(${at(x)} - ${styles.MARKER_LABEL_WIDTH / 2}px), calc(100% - ${styles.MARKER_LABEL_WIDTH}px))`,
                    top: styles.MONTH_ROW_HEIGHT + 6 + lane * styles.LANE_HEIGHT,
                  }}
                  aria-label={milestoneLabel(item)}
                  title={milestoneLabel(item)}
                  onClick={() => onOpen(item)}
                >
                  <StatusShape status={item.status} />
                  <span className={styles.markerName} aria-hidden="true">
                    {item.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Stack>
  );
}
