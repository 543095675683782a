import { useState } from 'react';
import { Button, Dialog, Inline, TextArea } from '@keel/ui';

export interface RejectWeekDialogProps {
  /** @default 'Reject the week' */
  title?: string;
  onClose: () => void;
  isPending: boolean;
  /** The server's word on the comment (a 400 naming it). */
  commentError?: string;
  /** Sends the rejection with its comment (never empty: the dialog asks for one first). */
  onReject: (comment: string) => void;
}

/** Asks an approver why the week is rejected (the API needs a comment), then rejects it. */
export function RejectWeekDialog({
  title = 'Reject the week',
  onClose,
  isPending,
  commentError: serverError,
  onReject,
}: RejectWeekDialogProps) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Inline gap="small" justify="end">
          <Button variant="ghost" onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="critical"
            isLoading={isPending}
            onPress={() => {
              if (!comment.trim()) {
                setCommentError('Say why the week is rejected');
                return;
              }
              onReject(comment);
            }}
          >
            Reject week
          </Button>
        </Inline>
      }
    >
      <TextArea
        label="Why is the week rejected?"
        name="comment"
        isRequired
        autoFocus
        value={comment}
        onChange={(value) => {
          setComment(value);
          setCommentError(undefined);
        }}
        errorMessage={commentError ?? serverError}
      />
    </Dialog>
  );
}
