import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './Timeline.css';

/** Width of a marker (its shape over its name), in px: give it to the model placing the markers. */
export const TIMELINE_MARKER_WIDTH = styles.MARKER_WIDTH;

/** One column of the track (a month), `x` and `width` in px from its left edge. */
export interface TimelineSpan {
  key: string;
  /** Shown at the top of the column, e.g. `Mar 2026`. */
  label: string;
  x: number;
  width: number;
}

/** One marker: a button centred on `x`, in row `lane` (markers close together take different lanes). */
export interface TimelineMarker {
  key: string;
  x: number;
  lane: number;
  /** The shape above the name; it says the state beside any colour (an icon). */
  shape: ReactNode;
  /** The visible name under the shape (cut to the marker's width). */
  name: string;
  /** Accessible name and tooltip: name, date and state in words. */
  label: string;
  onPress: () => void;
}

export interface TimelineProps {
  /** Accessible name of the scrolling region. */
  'aria-label': string;
  /** Width of the whole track in px; a track narrower than its box stretches to fill it. */
  width: number;
  /** The columns across the track, in order. */
  spans: readonly TimelineSpan[];
  /** The markers, in reading (date) order: Tab goes through them in this order. */
  markers: readonly TimelineMarker[];
  /** How many marker lanes the track is tall. @default 1 */
  laneCount?: number;
  /** Today's dashed line with its label; the view starts scrolled to it. @default undefined */
  today?: { x: number; label: string };
}

/**
 * A dated horizontal track: columns (months) across, a dashed line for today and a marker
 * button per item at its date, in lanes so close markers never cover one another. The caller
 * places everything (x in px); the track scrolls sideways on narrow screens, starting with
 * today in view, and is reachable by keyboard even without markers.
 */
export function Timeline({ width, spans, markers, laneCount = 1, today, ...props }: TimelineProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const height = styles.SPAN_ROW_HEIGHT + laneCount * styles.LANE_HEIGHT + 24;
  // Positions are shares of the width, so a track narrower than its box stretches.
  const at = (x: number) => `${(x / width) * 100}%`;
  const todayX = today?.x;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || todayX === undefined) return;
    const todayPx = (todayX / width) * element.scrollWidth;
    element.scrollLeft = Math.max(0, todayPx - element.clientWidth / 2);
  }, [todayX, width]);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="region"
      aria-label={props['aria-label']}
      tabIndex={markers.length === 0 ? 0 : undefined}
    >
      <div className={styles.canvas} style={{ width, minWidth: '100%', height }}>
        <div aria-hidden="true">
          {spans.map((span) => (
            <div
              key={span.key}
              className={styles.span}
              style={{ left: at(span.x), width: at(span.width) }}
            >
              <span className={styles.spanLabel}>{span.label}</span>
            </div>
          ))}
        </div>
        {today ? (
          <div className={styles.today} style={{ left: at(today.x) }}>
            <span className={styles.todayLabel}>{today.label}</span>
          </div>
        ) : null}
        <ul className={styles.markers}>
          {markers.map((marker) => (
            <li key={marker.key}>
              <button
                type="button"
                className={styles.marker}
                style={{
                  // Centred on its date, but never past either end of the track.
                  left: `clamp(0px, calc(${at(marker.x)} - ${styles.MARKER_WIDTH / 2}px), calc(100% - ${styles.MARKER_WIDTH}px))`,
                  top: styles.SPAN_ROW_HEIGHT + 6 + marker.lane * styles.LANE_HEIGHT,
                }}
                aria-label={marker.label}
                title={marker.label}
                onClick={marker.onPress}
              >
                {marker.shape}
                <span className={styles.markerName} aria-hidden="true">
                  {marker.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
