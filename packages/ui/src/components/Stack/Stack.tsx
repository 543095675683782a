import * as layout from '../../private/layout.css';
import { a11yProps, classNames, type LayoutProps, type Space } from '../../private/layout';
import * as styles from './Stack.css';

export interface StackProps extends LayoutProps {
  /**
   * Space between the items, from the theme's space scale.
   * @default 'medium'
   */
  gap?: Space;
  /**
   * Horizontal alignment of the items; `stretch` makes each as wide as the stack.
   * @default 'stretch'
   */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** Items one under another with even space between them (fields of a form, sections of a page). */
export function Stack({
  as: Element = 'div',
  gap = 'medium',
  align = 'stretch',
  ...props
}: StackProps) {
  return (
    <Element
      {...a11yProps(props)}
      className={classNames(
        layout.flex,
        styles.stack,
        layout.gap[gap],
        layout.alignItems[align],
        (Element === 'ul' || Element === 'ol') && layout.reset,
      )}
    >
      {props.children}
    </Element>
  );
}
