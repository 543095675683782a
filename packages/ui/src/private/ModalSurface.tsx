import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { ModalHeader } from './ModalHeader';

export interface ModalSurfaceProps {
  /** Heading and accessible name, in the title row with the Close button. */
  title: string;
  /** The title row's spacing. */
  spacing: 'medium' | 'large';
  /** The button that opens it; omit when controlling `isOpen`. */
  trigger?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a backdrop click. */
  isDismissable: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The classes of the backdrop, the modal box and the dialog inside it. */
  classNames: { overlay: string; modal: string; dialog: string };
  /** What follows the title row, rendered with the surface's `close`. */
  children: (close: () => void) => ReactNode;
}

/**
 * The modal surface of Dialog and Drawer: a backdrop, a modal and its dialog with the title row,
 * opened by its `trigger` or controlled by `isOpen`.
 */
export function ModalSurface({
  title,
  spacing,
  trigger,
  isOpen,
  onOpenChange,
  isDismissable,
  role = 'dialog',
  classNames,
  children,
}: ModalSurfaceProps) {
  const modal = (
    <AriaModalOverlay
      className={classNames.overlay}
      isDismissable={isDismissable}
      isOpen={trigger ? undefined : isOpen}
      onOpenChange={trigger ? undefined : onOpenChange}
    >
      <AriaModal className={classNames.modal}>
        <AriaDialog className={classNames.dialog} role={role}>
          {({ close }) => (
            <>
              <ModalHeader title={title} onClose={close} spacing={spacing} />
              {children(close)}
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
