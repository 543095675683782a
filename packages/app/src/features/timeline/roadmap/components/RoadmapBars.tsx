import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Roadmap } from '@keel/types';
import { Link, RAG_LABELS, RAG_TONES, StatusDot, Text, toneMarkColor } from '@keel/ui';
import { formatDate } from '../../../../lib/format';
import { axisColumns, barOf, positionOf, type RoadmapRange } from '../roadmap-range';
import { milestoneLabel, projectSpanLabel } from '../roadmap-words';
import * as styles from '../roadmap.css';

type RoadmapProject = Roadmap['projects'][number];

/**
 * Each project a row: its code and name linking to its timeline, its RAG in
 * words beside the dot, its bar across the range in the RAG's colour, and its
 * milestones as diamonds (hollow planned, filled reached, red missed; each
 * named in words). Only the rows in view are in the page, so a portfolio of
 * thousands scrolls as one of ten; Tab walks the rows' links in order.
 */
export function RoadmapBars({
  projects,
  range,
  today,
}: {
  projects: readonly RoadmapProject[];
  range: RoadmapRange;
  today: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: projects.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: 8,
    // Before the box is measured (and where nothing is, as in tests): a screenful.
    initialRect: { width: 1000, height: 640 },
  });
  const columns = axisColumns(range);
  const todayAt = positionOf(today, range);
  const percent = (share: number) => `${share * 100}%`;

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      role="region"
      aria-label={`Roadmap from ${formatDate(range.from)} to ${formatDate(range.to)}`}
      tabIndex={-1}
    >
      <div className={styles.header} aria-hidden="true">
        <div className={styles.label}>
          <Text size="small" tone="muted">
            Project
          </Text>
        </div>
        <div className={styles.track}>
          {columns.map((column) => (
            <div
              key={column.key}
              className={styles.column}
              style={{ left: percent(column.left), width: percent(column.width) }}
            >
              {column.label}
            </div>
          ))}
        </div>
      </div>
      <ul
        aria-label="Projects"
        style={{ position: 'relative', height: rows.getTotalSize(), margin: 0, padding: 0 }}
      >
        {rows.getVirtualItems().map((item) => {
          const project = projects[item.index]!;
          const bar = barOf(project, range);
          return (
            <li
              key={project.id}
              className={styles.row}
              style={{ top: item.start, listStyle: 'none' }}
              aria-setsize={projects.length}
              aria-posinset={item.index + 1}
            >
              <div className={styles.label}>
                <Link
                  href={`/projects/${project.id}/timeline`}
                  aria-label={`${project.code} ${project.name}: ${projectSpanLabel(project)}, RAG ${RAG_LABELS[project.rag]}`}
                >
                  {project.code} {project.name}
                </Link>
                <StatusDot status={project.rag} showLabel />
              </div>
              <div className={styles.track}>
                {todayAt >= 0 && todayAt <= 1 ? (
                  <div className={styles.today} style={{ left: percent(todayAt) }} />
                ) : null}
                {bar ? (
                  <div
                    className={styles.bar}
                    role="img"
                    aria-label={`${project.code} bar: ${projectSpanLabel(project)}`}
                    style={{
                      left: percent(bar.left),
                      width: percent(bar.width),
                      background: toneMarkColor[RAG_TONES[project.rag]],
                    }}
                  />
                ) : null}
                {project.milestones.map((milestone) => {
                  const at = positionOf(milestone.dueDate, range);
                  return at < 0 || at > 1 ? null : (
                    <span
                      key={milestone.id}
                      className={styles.diamond}
                      data-status={milestone.status}
                      role="img"
                      aria-label={milestoneLabel(milestone)}
                      title={milestoneLabel(milestone)}
                      style={{ left: percent(at) }}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
