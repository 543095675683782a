import { vars } from '../../theme';

/** Semantic series colours; charts never take raw colours, so both themes stay legible. */
export type ChartTone = 'accent' | 'caution' | 'positive' | 'critical' | 'neutral' | 'info';

export const chartToneColor: Record<ChartTone, string> = {
  accent: vars.color.accent,
  caution: vars.color.ragAmber,
  positive: vars.color.ragGreen,
  critical: vars.color.ragRed,
  neutral: vars.color.ragGrey,
  info: vars.color.info,
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
