import { style } from '@vanilla-extract/css';
import { vars } from '@keel/ui';

export const unassigned = style({ fontStyle: 'italic' });

export const rowNote = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.85em' });

export const opens = style({ cursor: 'pointer' });

export const percent = style({ display: 'block', fontWeight: vars.font.weight.strong });
export const hours = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.85em' });

/** "Over" / "Free": the band in words, never by colour alone. */
export const marker = style({
  display: 'block',
  fontSize: '0.8em',
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});
