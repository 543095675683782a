import { vars } from './contract.css';

/**
 * The one tone vocabulary of the design system: Badge, Snackbar, StatusDot,
 * Callout and chart series all speak it (Braid's names). `positive` for done
 * or healthy, `caution` for at risk or needing a look, `critical` for
 * problems and errors, `info` for news, `neutral` for nothing in particular.
 */
export type Tone = 'positive' | 'caution' | 'critical' | 'info' | 'neutral';

export const tones: readonly Tone[] = ['positive', 'caution', 'critical', 'info', 'neutral'];

/**
 * The solid colour of a tone where a small mark carries it (status dots,
 * chart series): the RAG colours of SPEC §9 for the three states, grey for
 * none.
 */
export const toneMarkColor: Record<Tone, string> = {
  positive: vars.color.ragGreen,
  caution: vars.color.ragAmber,
  critical: vars.color.ragRed,
  info: vars.color.info,
  neutral: vars.color.ragGrey,
};
