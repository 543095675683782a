import { useState } from 'react';
import { Button, ConfirmDialog, Dialog, Inline, Stack, snackbar } from '@keel/ui';
import type { AdminUser, IssuedLink } from '@keel/types';
import { CopyLink } from '../../../lib/management/components/CopyLink';
import {
  useRevokeInvitationMutation,
  useUserLinkMutation,
  useUserStatusMutation,
} from '../admin-users.mutations';

type Pending = 'disable' | 'enable' | 'revoke' | null;

/** Invitation, password reset and enable/disable actions of one user, each confirmed. */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const [link, setLink] = useState<{ title: string; issued: IssuedLink } | null>(null);
  const resend = useUserLinkMutation('resendInvitation');
  const reset = useUserLinkMutation('issuePasswordReset');
  const revoke = useRevokeInvitationMutation();
  const status = useUserStatusMutation();

  return (
    <Inline>
      {user.status === 'invited' ? (
        <>
          <Button
            isLoading={resend.isPending}
            onPress={() =>
              resend.mutate(user, {
                onSuccess: (issued) => setLink({ title: 'New invitation link', issued }),
              })
            }
          >
            Resend invitation
          </Button>
          {user.invitation ? (
            <Button variant="critical" onPress={() => setConfirming('revoke')}>
              Revoke invitation
            </Button>
          ) : null}
        </>
      ) : null}
      {user.status === 'active' ? (
        <Button
          isLoading={reset.isPending}
          onPress={() =>
            reset.mutate(user, {
              onSuccess: (issued) => setLink({ title: 'Password reset link', issued }),
            })
          }
        >
          Password reset link
        </Button>
      ) : null}
      {user.status === 'disabled' ? (
        <Button onPress={() => setConfirming('enable')}>Enable</Button>
      ) : isSelf ? null : (
        <Button variant="critical" onPress={() => setConfirming('disable')}>
          Disable
        </Button>
      )}

      <ConfirmDialog
        title={`Disable ${user.name}?`}
        confirmLabel="Disable"
        isOpen={confirming === 'disable'}
        onOpenChange={(open) => !open && setConfirming(null)}
        isPending={status.isPending}
        onConfirm={() =>
          status.mutate(
            { user, enable: false },
            {
              onSuccess: () => snackbar.success('User disabled'),
              onSettled: () => setConfirming(null),
            },
          )
        }
      >
        They are signed out everywhere and cannot sign in until enabled again.
      </ConfirmDialog>
      <ConfirmDialog
        title={`Enable ${user.name}?`}
        confirmLabel="Enable"
        isDestructive={false}
        isOpen={confirming === 'enable'}
        onOpenChange={(open) => !open && setConfirming(null)}
        isPending={status.isPending}
        onConfirm={() =>
          status.mutate(
            { user, enable: true },
            {
              onSuccess: () => snackbar.success('User enabled'),
              onSettled: () => setConfirming(null),
            },
          )
        }
      >
        They can sign in again with their password.
      </ConfirmDialog>
      <ConfirmDialog
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        isOpen={confirming === 'revoke'}
        onOpenChange={(open) => !open && setConfirming(null)}
        isPending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(user, {
            onSuccess: () => snackbar.success('Invitation revoked'),
            onSettled: () => setConfirming(null),
          })
        }
      >
        The link sent to {user.email} stops working. You can invite them again later.
      </ConfirmDialog>
      <Dialog
        title={link?.title ?? ''}
        isOpen={link !== null}
        onOpenChange={(open) => !open && setLink(null)}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        )}
      >
        {link ? (
          <Stack>
            <p>
              {link.issued.emailSent
                ? `The link was e-mailed to ${user.email}. You can also copy it:`
                : `Send this link to ${user.email}. It works once.`}
            </p>
            <CopyLink url={link.issued.url} label={link.title} />
          </Stack>
        ) : null}
      </Dialog>
    </Inline>
  );
}
