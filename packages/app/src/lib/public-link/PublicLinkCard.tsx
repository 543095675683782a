import { useState } from 'react';
import { ShownOnceDialog } from '../clipboard/ShownOnceDialog';
import { Badge, Button, Card, ConfirmDialog, Icon, Inline, Stack, snackbar, Text } from '@keel/ui';
import { errorMessageOf } from '../api';
import { formatInstant } from '../format';

export interface PublicLinkCardProps {
  /** The record the card is about: a link shown once belongs to it only (the card is reused). */
  recordId: number;
  /** When the active link was created; null when there is none. */
  activeSince: string | null;
  /** What an active link gives its holder, e.g. "sees this contract's hours and amounts". */
  activeText: string;
  /** What the card says while there is no link. */
  inactiveText: string;
  /** The revoke dialog's consequence, e.g. "can no longer open the report". */
  revokedText: string;
  /**
   * Creates or rotates the link; resolves to the app path of the new link
   * (token included). Its mutation reports errors inline: the card shows them.
   */
  create: () => Promise<{ path: string }>;
  /** Revokes the link; its mutation's default error policy reports a failure. */
  revoke: () => Promise<unknown>;
  isCreating: boolean;
  isRevoking: boolean;
  /** What the link is called in the card's words, lower case (default "public link"). */
  noun?: string;
}

/**
 * A record's public link (CONTRIBUTING.md § Public links): create, rotate,
 * revoke. The token is only in the answer that creates it, so the link shows
 * once, in a dialog the user dismisses (Done, Escape or its close button; not a
 * backdrop click), with a Copy button and a read-only field to copy it by hand.
 * The time and material contract and the status report use it.
 */
export function PublicLinkCard(props: PublicLinkCardProps) {
  const { recordId, activeSince } = props;
  const noun = props.noun ?? 'public link';
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const [created, setCreated] = useState<{
    recordId: number;
    path: string;
    rotated: boolean;
  } | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const active = activeSince !== null;
  const shown = created && created.recordId === recordId ? created.path : null;
  const url = shown ? new URL(shown, window.location.origin).toString() : null;

  const createLink = () =>
    props.create().then(
      (answer) => {
        // The dialog says it: no snackbar over it.
        setCreated({ recordId, path: answer.path, rotated: active });
      },
      (error: unknown) => snackbar.error(errorMessageOf(error)),
    );

  return (
    <Card
      title={Noun}
      actions={
        active ? (
          <Badge tone="positive">
            <Icon name="success" /> Active
          </Badge>
        ) : (
          <Badge>No link</Badge>
        )
      }
    >
      <Stack>
        <Text as="p" tone="muted" size="small">
          {active
            ? `Anyone with the link ${props.activeText}, without signing in. Active since ${formatInstant(activeSince)}.`
            : props.inactiveText}
        </Text>
        <Inline>
          {active ? (
            <>
              <Button
                icon="lock"
                isLoading={props.isCreating}
                onPress={() => setConfirming('rotate')}
              >
                Rotate link
              </Button>
              <Button
                icon="trash"
                isLoading={props.isRevoking}
                onPress={() => setConfirming('revoke')}
              >
                Revoke link
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              icon="plus"
              isLoading={props.isCreating}
              onPress={() => void createLink()}
            >
              Create {noun}
            </Button>
          )}
        </Inline>
      </Stack>
      <ShownOnceDialog
        title={`${Noun} ${created?.rotated ? 'rotated' : 'created'}`}
        secret={url}
        label={Noun}
        noun="link"
        message={
          <Inline as="span" gap="small">
            <Icon name="info" />
            Copy the link now: it will not be shown again.
          </Inline>
        }
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        title={`Rotate the ${noun}?`}
        confirmLabel="Rotate link"
        isOpen={confirming === 'rotate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void createLink();
        }}
      >
        The current link stops working at once; you get a new one to send.
      </ConfirmDialog>
      <ConfirmDialog
        title={`Revoke the ${noun}?`}
        confirmLabel="Revoke link"
        isOpen={confirming === 'revoke'}
        isPending={props.isRevoking}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() =>
          void props
            .revoke()
            .then(
              () => {
                setCreated(null);
                snackbar.success(`${Noun} revoked`);
              },
              // A failed revoke is reported by the mutation's own (default) error policy.
              () => undefined,
            )
            .finally(() => setConfirming(null))
        }
      >
        Whoever has the link {props.revokedText}.
      </ConfirmDialog>
    </Card>
  );
}
