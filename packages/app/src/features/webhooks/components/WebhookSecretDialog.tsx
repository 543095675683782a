import { useState } from 'react';
import { Button, Callout, Dialog, Stack, TextField } from '@keel/ui';
import type { WebhookCreated } from '@keel/types';
import { CopyButton, type CopyState } from '../../../lib/clipboard/CopyButton';

/** The new webhook's signing secret, shown this once, with a Copy button. */
export function WebhookSecretDialog({
  created,
  onClose,
}: {
  created: WebhookCreated | null;
  onClose: () => void;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  return (
    <Dialog
      title="Webhook added"
      isOpen={created !== null}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) {
          setCopy('idle');
          onClose();
        }
      }}
      footer={(close) => (
        <>
          <CopyButton
            text={created?.secret ?? null}
            label="Copy secret"
            state={copy}
            onCopy={setCopy}
          />
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        </>
      )}
    >
      <Stack>
        <Callout tone="info" announce="status">
          Copy the signing secret now: it will not be shown again. The receiver checks each
          delivery&apos;s Keel-Signature header with it.
        </Callout>
        <TextField
          label="Signing secret"
          isReadOnly
          autoFocus
          value={created?.secret ?? ''}
          description={
            copy === 'failed'
              ? 'Copying did not work here: select the secret and copy it by hand.'
              : undefined
          }
        />
      </Stack>
    </Dialog>
  );
}
