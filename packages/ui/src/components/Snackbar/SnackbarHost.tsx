import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import {
  snackbar as defaultSnackbar,
  type SnackbarController,
  type SnackbarTone,
} from './snackbar';
import * as styles from './Snackbar.css';

const ICONS: Record<SnackbarTone, IconName> = {
  positive: 'success',
  critical: 'alert',
  info: 'info',
};

export interface SnackbarHostProps {
  /**
   * The queue to render; tests and stories pass their own.
   * @default snackbar (the app-wide queue)
   */
  controller?: SnackbarController;
}

/**
 * The one snackbar region; render it once at the root of the app. Messages are added with the
 * imperative `snackbar.success(text)` / `snackbar.error(text)` / `snackbar.info(text)`.
 */
export function SnackbarHost({ controller = defaultSnackbar }: SnackbarHostProps) {
  return (
    <AriaToastRegion queue={controller.queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast[toast.content.tone]}>
          <AriaToastContent className={styles.content}>
            <span className={styles.icon}>
              <Icon name={ICONS[toast.content.tone]} />
            </span>
            <Text slot="title">{toast.content.text}</Text>
          </AriaToastContent>
          <AriaButton slot="close" className={styles.close}>
            Close
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
