import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. `Delete custom view?`. */
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** Confirm button text, naming the action. @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Red confirm button for destructive actions. @default true */
  isDestructive?: boolean;
  /** Shows a spinner on the confirm button while the action runs. @default false */
  isPending?: boolean;
  /** Called on confirm; the dialog closes unless `isOpen` is controlled. */
  onConfirm: () => void;
  /** The button that opens it; omit when controlling `isOpen`. @default undefined */
  trigger?: ReactElement;
  /** Controlled open state. @default undefined */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** Asks before a destructive action (UI.md: every destructive action asks for confirmation). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDestructive = true,
  isPending = false,
  onConfirm,
  ...props
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...props}
      title={title}
      size="small"
      role="alertdialog"
      isDismissable={!isPending}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={isDestructive ? 'critical' : 'primary'}
            isLoading={isPending}
            autoFocus
            onPress={() => {
              onConfirm();
              if (props.isOpen === undefined) close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
