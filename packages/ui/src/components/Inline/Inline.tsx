import * as layout from '../../private/layout.css';
import { a11yProps, classNames, type LayoutProps, type Space } from '../../private/layout';
import * as styles from './Inline.css';

export interface InlineProps extends LayoutProps {
  /**
   * Space between the items (and between wrapped lines), from the theme's space scale.
   * @default 'small'
   */
  gap?: Space;
  /**
   * Vertical alignment of the items in a line.
   * @default 'center'
   */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /**
   * Where the items sit along the line; `spaceBetween` pushes the first and last to the ends.
   * @default 'start'
   */
  justify?: 'start' | 'center' | 'end' | 'spaceBetween';
  /**
   * Wrap onto further lines when the items do not fit.
   * @default true
   */
  wrap?: boolean;
}

/** Items side by side with even space between them, wrapping when narrow (actions, tags, badges). */
export function Inline({
  as: Element = 'div',
  gap = 'small',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Element
      {...a11yProps(props)}
      className={classNames(
        layout.flex,
        styles.inline,
        wrap ? styles.wrap : styles.nowrap,
        layout.gap[gap],
        layout.alignItems[align],
        layout.justifyContent[justify],
        (Element === 'ul' || Element === 'ol') && layout.reset,
      )}
    >
      {props.children}
    </Element>
  );
}
