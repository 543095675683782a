import { useState } from 'react';
import type { StakeholderToken, TimeMaterialContract } from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  Card,
  ConfirmDialog,
  Icon,
  Inline,
  Stack,
  TextField,
  snackbar,
} from '@keel/ui';
import { errorMessageOf } from '../../../lib/api';
import { formatInstant } from '../../../lib/format';
import {
  useRevokeStakeholderTokenMutation,
  useRotateStakeholderTokenMutation,
} from '../time-material.mutations';
import * as styles from '../time-material.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The contract's public link for its client: create, rotate, revoke. The
 * token is only in the answer that creates it, so the link shows once, here,
 * with a Copy button and a read-only field to copy it by hand.
 */
export function StakeholderLinkCard({
  projectId,
  contract,
}: {
  projectId: number;
  contract: TimeMaterialContract;
}) {
  const rotate = useRotateStakeholderTokenMutation(projectId);
  const revoke = useRevokeStakeholderTokenMutation(projectId);
  const [created, setCreated] = useState<StakeholderToken | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const link = contract.stakeholderLink;
  if (!link) return null;
  // The link shown once belongs to this contract only (the card is reused when another opens).
  const shown = created && created.contract.id === contract.id ? created : null;
  const url = shown ? new URL(shown.path, window.location.origin).toString() : null;

  const createLink = () =>
    rotate.mutate(contract, {
      onSuccess: (answer) => {
        setCreated(answer);
        setCopy('idle');
        snackbar.success(link.active ? 'Public link rotated' : 'Public link created');
      },
      onError: (error) => snackbar.error(errorMessageOf(error)),
    });

  return (
    <Card
      title="Public link"
      actions={
        link.active ? (
          <Badge tone="positive">
            <Icon name="success" /> Active
          </Badge>
        ) : (
          <Badge>No link</Badge>
        )
      }
    >
      <Stack>
        <p className={styles.muted}>
          {link.active
            ? `Anyone with the link sees this contract's hours and amounts, without signing in. Active since ${formatInstant(link.createdAt)}.`
            : 'No public link. A link lets your client follow this contract’s hours and amounts without signing in; rates are never shown.'}
        </p>
        {shown && url ? (
          <Stack>
            <Callout tone="info" announce="status">
              <span className={styles.warning}>
                <Icon name="info" />
                Copy the link now: it will not be shown again.
              </span>
            </Callout>
            {/* Focus lands on the link (the button pressed is gone): select it, copy it. */}
            <TextField
              label="Public link"
              isReadOnly
              autoFocus
              value={url}
              description={
                copy === 'failed'
                  ? 'Copying did not work here: select the link and copy it by hand.'
                  : undefined
              }
            />
            <Inline>
              <Button
                icon={copy === 'copied' ? 'check' : undefined}
                onPress={() => {
                  if (!navigator.clipboard) {
                    setCopy('failed');
                    return;
                  }
                  navigator.clipboard.writeText(url).then(
                    () => setCopy('copied'),
                    () => setCopy('failed'),
                  );
                }}
              >
                {copy === 'copied' ? 'Copied' : 'Copy link'}
              </Button>
              <Button variant="ghost" onPress={() => setCreated(null)}>
                Done
              </Button>
            </Inline>
          </Stack>
        ) : null}
        <Inline>
          {link.active ? (
            <>
              <Button
                icon="lock"
                isLoading={rotate.isPending}
                onPress={() => setConfirming('rotate')}
              >
                Rotate link
              </Button>
              <Button
                icon="trash"
                isLoading={revoke.isPending}
                onPress={() => setConfirming('revoke')}
              >
                Revoke link
              </Button>
            </>
          ) : (
            <Button variant="primary" icon="plus" isLoading={rotate.isPending} onPress={createLink}>
              Create public link
            </Button>
          )}
        </Inline>
      </Stack>
      <ConfirmDialog
        title="Rotate the public link?"
        confirmLabel="Rotate link"
        isOpen={confirming === 'rotate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          createLink();
        }}
      >
        The current link stops working at once; you get a new one to send.
      </ConfirmDialog>
      <ConfirmDialog
        title="Revoke the public link?"
        confirmLabel="Revoke link"
        isOpen={confirming === 'revoke'}
        isPending={revoke.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() =>
          revoke.mutate(contract, {
            onSuccess: () => {
              setCreated(null);
              snackbar.success('Public link revoked');
            },
            onSettled: () => setConfirming(null),
          })
        }
      >
        Whoever has the link can no longer open the contract.
      </ConfirmDialog>
    </Card>
  );
}
