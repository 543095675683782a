import { Button as AriaButton } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import * as buttonStyles from '../Button/Button.css';
import { buttonClassName, type ButtonSize, type PressableProps } from '../Button/Button';
import type { Tone } from '../../theme/tone';
import * as styles from './IconButton.css';

export interface IconButtonProps extends PressableProps {
  /** The icon drawn in the button. */
  icon: IconName;
  /** Accessible name: required, because the button has no visible text. */
  'aria-label': string;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * The icon's colour on a ghost or secondary button, from the one tone vocabulary (e.g.
   * `critical` for a delete); omitted or `neutral`, the text colour.
   * @default undefined
   */
  tone?: Tone;
  /**
   * Square size: small 28 px, medium 36 px.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/** A square icon-only button. Its `aria-label` is required; pair it with a Tooltip where the icon is not obvious. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'medium',
  type = 'button',
  tone,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      type={type}
      className={`${buttonClassName(size, variant)} ${buttonStyles.iconOnly[size]}${tone && variant !== 'primary' ? ` ${styles.tone[tone]}` : ''}`}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} />
    </AriaButton>
  );
}
