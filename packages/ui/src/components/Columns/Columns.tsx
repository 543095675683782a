import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as layout from '../../private/layout.css';
import { a11yProps, classNames, type LayoutProps, type Space } from '../../private/layout';
import * as styles from './Columns.css';

export interface ColumnsProps extends LayoutProps {
  /**
   * Space between the columns and between the rows they wrap into, from the theme's space scale.
   * @default 'medium'
   */
  gap?: Space;
  /**
   * The narrowest a column gets, in px: as many equal columns as fit side by side, the rest
   * wrap onto the next row (cards of a dashboard, two or three fields of a form).
   * @default 240
   */
  minColumnWidth?: number;
  /**
   * Vertical alignment of the items in a row; `stretch` makes them equally tall.
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** Equal columns side by side while there is room, wrapping when narrow. */
export function Columns({
  as: Element = 'div',
  gap = 'medium',
  minColumnWidth = 240,
  align = 'start',
  ...props
}: ColumnsProps) {
  return (
    <Element
      {...a11yProps(props)}
      className={classNames(
        styles.columns,
        layout.gap[gap],
        layout.alignItems[align],
        (Element === 'ul' || Element === 'ol') && layout.reset,
      )}
      style={assignInlineVars({ [styles.minColumnWidth]: `${minColumnWidth}px` })}
    >
      {props.children}
    </Element>
  );
}
