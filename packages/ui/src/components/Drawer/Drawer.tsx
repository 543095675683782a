import type { ReactElement } from 'react';
import { renderModalContent, type ModalContent } from '../../private/ModalHeader';
import { ModalSurface } from '../../private/ModalSurface';
import * as styles from './Drawer.css';

export interface DrawerProps {
  /** Heading and accessible name. */
  title: string;
  /** Content (e.g. the navigation on small screens). Receives `close` when a function. */
  children: ModalContent;
  /** Side it slides in from. @default 'left' */
  side?: 'left' | 'right';
  /**
   * `medium` is min(360 px, 90% of the viewport); `content` takes the width of what it holds, up
   * to the viewport (the navigation drawer of small screens); `wide` is min(760 px, 95% of the
   * viewport), for a record shown beside its list (a task). @default 'medium'
   */
  width?: 'medium' | 'wide' | 'content';
  /** The button that opens it; omit when controlling `isOpen`. @default undefined */
  trigger?: ReactElement;
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A modal panel sliding in from the side; Escape, the backdrop or Close dismiss it. */
export function Drawer({
  title,
  children,
  side = 'left',
  width = 'medium',
  trigger,
  isOpen,
  onOpenChange,
}: DrawerProps) {
  return (
    <ModalSurface
      title={title}
      spacing="medium"
      trigger={trigger}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      classNames={{
        overlay: styles.overlay,
        modal: `${styles.modal[side]} ${styles.width[width]}`,
        dialog: styles.dialog,
      }}
    >
      {(close) => <div className={styles.body}>{renderModalContent(children, close)}</div>}
    </ModalSurface>
  );
}
