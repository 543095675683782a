import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Pick<
  AriaSwitchProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'aria-label'
  | 'id'
> {
  /** Visible label; without it give `aria-label`. @default undefined */
  children?: ReactNode;
}

/** An on/off switch for settings that apply immediately (e.g. the theme switch). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
