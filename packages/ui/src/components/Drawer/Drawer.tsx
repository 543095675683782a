import type { ReactElement } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { ModalHeader, renderModalContent, type ModalContent } from '../../private/ModalHeader';
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
  const modal = (
    <AriaModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen={trigger ? undefined : isOpen}
      onOpenChange={trigger ? undefined : onOpenChange}
    >
      <AriaModal className={`${styles.modal[side]} ${styles.width[width]}`}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <ModalHeader title={title} onClose={close} spacing="medium" />
              <div className={styles.body}>{renderModalContent(children, close)}</div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <AriaDialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </AriaDialogTrigger>
  );
}
