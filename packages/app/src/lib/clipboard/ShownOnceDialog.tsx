import { useState, type ReactNode } from 'react';
import { Button, Callout, Dialog, Stack, TextField } from '@keel/ui';
import { CopyButton, type CopyState } from './CopyButton';

/**
 * A secret shown this once (an API token, a webhook's signing secret, a
 * public link): a dialog that cannot be dismissed by a stray click, the
 * secret in a read-only field that takes the focus (select it, copy it), a
 * Copy button, and the copy-by-hand hint when the clipboard refuses.
 * `secret` null: closed.
 */
export function ShownOnceDialog({
  title,
  secret,
  label,
  noun,
  message,
  onClose,
}: {
  title: string;
  secret: string | null;
  /** The field's label ("API token", "Signing secret", "Calendar feed"). */
  label: string;
  /** What the secret is, in the hints ("token", "secret", "link"). */
  noun: string;
  /** What the callout says: that it will not be shown again, and what it is for. */
  message: ReactNode;
  onClose: () => void;
}) {
  // How copying went, for the secret it was tried on: a new secret starts afresh.
  const [tried, setTried] = useState<{ secret: string | null; state: CopyState }>({
    secret: null,
    state: 'idle',
  });
  const copy = tried.secret === secret ? tried.state : 'idle';
  const setCopy = (state: CopyState) => setTried({ secret, state });
  return (
    <Dialog
      title={title}
      isOpen={secret !== null}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <CopyButton text={secret} label={`Copy ${noun}`} state={copy} onCopy={setCopy} />
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        </>
      )}
    >
      <Stack>
        <Callout tone="info" announce="status">
          {message}
        </Callout>
        <TextField
          label={label}
          isReadOnly
          autoFocus
          value={secret ?? ''}
          description={
            copy === 'failed'
              ? `Copying did not work here: select the ${noun} and copy it by hand.`
              : undefined
          }
        />
      </Stack>
    </Dialog>
  );
}
