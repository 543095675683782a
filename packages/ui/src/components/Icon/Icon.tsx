import { icons, type IconName, type IconShape } from './icons';
import * as styles from './Icon.css';

export type { IconName };

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Rendered size; icons follow the surrounding font size by default.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology;
   * give one only when the icon stands alone and means something.
   * @default undefined
   */
  label?: string;
}

function renderShape(shape: IconShape, index: number) {
  if ('path' in shape) return <path key={index} d={shape.path} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle key={index} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect key={index} x={x} y={y} width={width} height={height} rx={rx} />;
}

/** An inline SVG icon from Keel's small built-in set. */
export function Icon({ name, size = 'medium', label }: IconProps) {
  const shapes: readonly IconShape[] = icons[name];
  return (
    <svg
      className={styles.icon[size]}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {shapes.map(renderShape)}
    </svg>
  );
}

/** Every icon name, for pickers and the icon gallery story. */
export const iconNames = Object.keys(icons) as IconName[];
