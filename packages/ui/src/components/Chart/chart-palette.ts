import { toneMarkColor, vars, type Tone } from '../../theme';

/**
 * Semantic series colours: the design system's tones plus the accent for a
 * series that is no state at all; charts never take raw colours, so both
 * themes stay legible.
 */
export type ChartTone = Tone | 'accent';

export const chartToneColor: Record<ChartTone, string> = {
  accent: vars.color.accent,
  ...toneMarkColor,
};

/** The order series take their colours in when they do not name a tone. */
export const defaultToneOrder: readonly ChartTone[] = [
  'accent',
  'caution',
  'positive',
  'critical',
  'neutral',
  'info',
];

export function seriesColor(tone: ChartTone | undefined, index: number): string {
  return chartToneColor[tone ?? defaultToneOrder[index % defaultToneOrder.length] ?? 'accent'];
}
