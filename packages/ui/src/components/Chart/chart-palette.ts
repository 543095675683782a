import { toneMarkColor, vars, type Tone } from '../../theme';

/**
 * Series colours. A series that is a state names its tone (the design system's one `Tone`:
 * its mark colour); a series that is no state at all names none and takes the accent, the
 * next one without a tone the next colour of the order below. Charts never take raw colours,
 * so both themes stay legible.
 */
const UNTONED_ORDER: readonly string[] = [
  vars.color.accent,
  toneMarkColor.caution,
  toneMarkColor.positive,
  toneMarkColor.critical,
  toneMarkColor.neutral,
  toneMarkColor.info,
];

/** The colour of each series, in order. */
export function seriesColors(series: readonly { tone?: Tone }[]): string[] {
  let untoned = 0;
  return series.map((s) =>
    s.tone
      ? toneMarkColor[s.tone]
      : (UNTONED_ORDER[untoned++ % UNTONED_ORDER.length] ?? vars.color.accent),
  );
}
