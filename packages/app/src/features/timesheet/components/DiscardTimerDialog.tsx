import { ConfirmDialog } from '@keel/ui';

/**
 * "Discard the timer?", a chunk of its own: the running timer's bar shows on
 * every page as soon as a timer runs (on a phone too), and the dialog's code
 * (the modal, its focus scope) is loaded only once Discard is pressed.
 */
export default function DiscardTimerDialog({
  text,
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: {
  text: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title="Discard the timer?"
      confirmLabel="Discard"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isPending={isPending}
      onConfirm={onConfirm}
    >
      {text}
    </ConfirmDialog>
  );
}
