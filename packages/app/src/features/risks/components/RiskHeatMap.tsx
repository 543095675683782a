import { Text, Stack, Legend } from '@keel/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { RISK_SCALE_MAX, type HeatMapCell } from '@keel/types';
import {
  SEVERITY_BAND_LABELS,
  SEVERITY_BAND_RANGES,
  severityBand,
  type SeverityBand,
} from '../risk-model';
import * as styles from './RiskHeatMap.css';

export interface HeatMapSelection {
  probability: number;
  impact: number;
}

const SCALE = Array.from({ length: RISK_SCALE_MAX }, (_, i) => i + 1);
/** Probability runs up the y axis: the highest row first. */
const ROWS = [...SCALE].reverse();
const BANDS: readonly SeverityBand[] = ['low', 'moderate', 'high', 'critical'];

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What a cell says to everyone: its coordinates and count, then its band. */
export function heatMapCellLabel(probability: number, impact: number, count: number): string {
  const band = SEVERITY_BAND_LABELS[severityBand(probability * impact)];
  return `Probability ${probability}, impact ${impact}: ${items(count)} (${band.toLowerCase()} severity ${probability * impact})`;
}

/**
 * The 5 x 5 probability-impact heat map of the items that are not closed:
 * impact on x, probability on y, each cell coloured by its severity band,
 * marked with the band's initial and showing its count. It is an ARIA grid
 * with one tab stop: the arrows, Home and End move between cells; Enter,
 * Space or a click filters the list to the cell, and again clears it.
 */
export function RiskHeatMap({
  cells,
  selected,
  onSelect,
}: {
  cells: readonly HeatMapCell[];
  selected: HeatMapSelection | null;
  onSelect: (cell: HeatMapSelection | null) => void;
}) {
  const counts = new Map(cells.map((c) => [`${c.probability}:${c.impact}`, c.count]));
  const countOf = (p: number, i: number) => counts.get(`${p}:${i}`) ?? 0;
  const [focus, setFocus] = useState<HeatMapSelection>(
    selected ?? { probability: RISK_SCALE_MAX, impact: RISK_SCALE_MAX },
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const captionId = useId();

  const moveTo = (probability: number, impact: number) => {
    const next = {
      probability: Math.min(RISK_SCALE_MAX, Math.max(1, probability)),
      impact: Math.min(RISK_SCALE_MAX, Math.max(1, impact)),
    };
    setFocus(next);
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${next.probability}:${next.impact}"]`)
      ?.focus();
  };

  const toggle = (probability: number, impact: number) => {
    setFocus({ probability, impact });
    const isSelected = selected?.probability === probability && selected.impact === impact;
    onSelect(isSelected ? null : { probability, impact });
  };

  const onKeyDown = (event: KeyboardEvent, probability: number, impact: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [probability + 1, impact],
      ArrowDown: [probability - 1, impact],
      ArrowLeft: [probability, impact - 1],
      ArrowRight: [probability, impact + 1],
      Home: [probability, 1],
      End: [probability, RISK_SCALE_MAX],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(...move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(probability, impact);
    }
  };

  return (
    <Stack as="figure" gap="small">
      <Text as="figcaption" tone="muted" size="small" id={captionId}>
        Probability (up) by impact (across) of the items not closed. Choose a cell to filter the
        list; choose it again to clear the filter.
      </Text>
      <div
        ref={gridRef}
        role="grid"
        aria-label="Probability-impact heat map"
        aria-describedby={captionId}
        className={styles.grid}
      >
        <div role="row" className={styles.row}>
          <span role="columnheader" className={styles.header}>
            <Text tone="muted" size="small">
              P \ I
            </Text>
          </span>
          {SCALE.map((impact) => (
            <span key={impact} role="columnheader" className={styles.header}>
              Impact {impact}
            </span>
          ))}
        </div>
        {ROWS.map((probability) => (
          <div key={probability} role="row" className={styles.row}>
            <span role="rowheader" className={styles.rowHeader}>
              Probability {probability}
            </span>
            {SCALE.map((impact) => {
              const count = countOf(probability, impact);
              const band = severityBand(probability * impact);
              const isSelected =
                selected?.probability === probability && selected.impact === impact;
              const isFocus = focus.probability === probability && focus.impact === impact;
              return (
                <div
                  key={impact}
                  role="gridcell"
                  data-cell={`${probability}:${impact}`}
                  tabIndex={isFocus ? 0 : -1}
                  aria-selected={isSelected}
                  aria-label={heatMapCellLabel(probability, impact, count)}
                  className={`${styles.cell} ${styles.band[band]}`}
                  onClick={() => toggle(probability, impact)}
                  onKeyDown={(event) => onKeyDown(event, probability, impact)}
                  onFocus={() => setFocus({ probability, impact })}
                >
                  <span className={styles.bandMark} aria-hidden="true">
                    {SEVERITY_BAND_LABELS[band][0]}
                  </span>
                  <span aria-hidden="true" className={count === 0 ? styles.empty : undefined}>
                    {count}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <Legend
        aria-label="Severity bands"
        items={BANDS.map((band) => ({
          key: band,
          swatch: (
            <span className={`${styles.swatch} ${styles.band[band]}`} aria-hidden="true">
              {SEVERITY_BAND_LABELS[band][0]}
            </span>
          ),
          label: `${SEVERITY_BAND_LABELS[band]} (${SEVERITY_BAND_RANGES[band]})`,
        }))}
      />
    </Stack>
  );
}
