import type { ReactElement } from 'react';
import { renderModalContent, type ModalContent } from '../../private/ModalHeader';
import { ModalSurface } from '../../private/ModalSurface';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Heading; also the dialog's accessible name. */
  title: string;
  /** Body content. Receives `close` when given as a function. */
  children: ModalContent;
  /** Footer actions (Buttons). Receives `close` when given as a function. @default undefined */
  footer?: ModalContent;
  /** The button that opens it; omit when controlling `isOpen`. @default undefined */
  trigger?: ReactElement;
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Called when it opens or closes (Escape, backdrop, the close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Width: small 400, medium 560, large 800 px. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Close on a backdrop click. @default true */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /**
   * `center`: in the middle of the viewport. `sheet`: a bottom sheet, the whole width of a phone
   * (at most `size`'s width, centred, on wider screens), rising from the bottom edge, for a form
   * over a list the thumb is on (a day's time entries). Both trap and restore focus alike.
   * @default 'center'
   */
  placement?: 'center' | 'sheet';
}

/**
 * A modal dialog with a title, a close button, a scrolling body and a footer of actions; in the
 * middle of the screen, or a bottom sheet (`placement="sheet"`).
 */
export function Dialog({
  title,
  children,
  footer,
  trigger,
  isOpen,
  onOpenChange,
  size = 'medium',
  isDismissable = true,
  role = 'dialog',
  placement = 'center',
}: DialogProps) {
  const sheet = placement === 'sheet';
  return (
    <ModalSurface
      title={title}
      spacing="large"
      trigger={trigger}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      role={role}
      classNames={{
        overlay: sheet ? styles.sheetOverlay : styles.overlay,
        modal: sheet ? `${styles.modal[size]} ${styles.sheet}` : styles.modal[size],
        dialog: styles.dialog,
      }}
    >
      {(close) => (
        <>
          <div className={styles.body}>{renderModalContent(children, close)}</div>
          {footer && <div className={styles.footer}>{renderModalContent(footer, close)}</div>}
        </>
      )}
    </ModalSurface>
  );
}
