import type { AriaRole, ReactNode } from 'react';
import { classNames } from '../../private/layout';
import type { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tone';
import * as styles from './Text.css';

export type TextTone = 'default' | 'muted' | 'accent' | Tone;
export type TextSize = keyof typeof vars.font.size;
export type TextWeight = keyof typeof vars.font.weight;

export interface TextProps {
  /** The words (and inline elements such as links). */
  children?: ReactNode;
  /**
   * The element rendered: a paragraph, an inline span, a block or a heading (margins are reset).
   * @default 'span'
   */
  as?:
    | 'span'
    | 'p'
    | 'div'
    | 'h1'
    | 'h2'
    | 'h3'
    | 'h4'
    | 'strong'
    | 'small'
    | 'dt'
    | 'dd'
    | 'figcaption'
    | 'legend';
  /**
   * Colour: `muted` for secondary text (notes, captions, meta lines), a Tone (`critical` for a
   * fault, `positive` for done) where the words repeat what the colour says.
   * @default 'default'
   */
  tone?: TextTone;
  /** Font size from the theme's scale; inherits when unset. @default undefined */
  size?: TextSize;
  /** Font weight from the theme's scale; inherits when unset. @default undefined */
  weight?: TextWeight;
  /** Figures in equal-width digits, so columns of numbers line up. @default false */
  numeric?: boolean;
  /** One line, cut with an ellipsis when too long. @default false */
  truncate?: boolean;
  /** At most this many lines, the rest cut with an ellipsis (the full text belongs in a title). @default undefined */
  maxLines?: 2 | 3;
  /** An id, e.g. for `aria-labelledby` / `aria-describedby` elsewhere. @default undefined */
  id?: string;
  /** A tooltip with the full text (with `truncate`). @default undefined */
  title?: string;
  /** A live-region or other role, e.g. `status` for a loading line. @default undefined */
  role?: AriaRole;
  /** Announce changes of the text (a pager's "Entries 1–50 of 120"). @default undefined */
  'aria-live'?: 'polite' | 'assertive' | 'off';
  /** Hide the text from assistive technology (a decorative repeat). @default undefined */
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** Text in the theme's tones, sizes and weights: muted notes, figures, headings of a section. */
export function Text({
  as: Element = 'span',
  tone = 'default',
  size,
  weight,
  numeric = false,
  truncate = false,
  maxLines,
  children,
  ...props
}: TextProps) {
  const isHeading = Element.length === 2 && Element.startsWith('h');
  return (
    <Element
      {...props}
      data-lines={maxLines}
      className={classNames(
        styles.text,
        styles.tone[tone],
        size && styles.size[size],
        (weight ?? (isHeading ? 'strong' : undefined)) && styles.weight[weight ?? 'strong'],
        numeric && styles.numeric,
        truncate && styles.truncate,
        maxLines && styles.clamp,
      )}
    >
      {children}
    </Element>
  );
}
