import { useState } from 'react';
import type { ReportPublicLink, StatusReport } from '@keel/types';
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
import { useCreateReportLinkMutation, useRevokeReportLinkMutation } from '../reports.mutations';
import * as styles from '../reports.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The published report's public link: create, rotate, revoke. The token is
 * only in the answer that creates it, so the link shows once, here, with a
 * Copy button and a read-only field to copy it by hand.
 */
export function ReportLinkCard({ projectId, report }: { projectId: number; report: StatusReport }) {
  const create = useCreateReportLinkMutation(projectId);
  const revoke = useRevokeReportLinkMutation(projectId);
  const [created, setCreated] = useState<{ reportId: number; link: ReportPublicLink } | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const link = report.publicLink;
  const shown = created && created.reportId === report.id ? created.link : null;
  const url = shown ? new URL(shown.path, window.location.origin).toString() : null;

  const createLink = () =>
    create.mutate(report, {
      onSuccess: (answer) => {
        setCreated({ reportId: report.id, link: answer });
        setCopy('idle');
        snackbar.success(link ? 'Public link rotated' : 'Public link created');
      },
      onError: (error) => snackbar.error(errorMessageOf(error)),
    });

  return (
    <Card
      title="Public link"
      actions={
        link ? (
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
          {link
            ? `Anyone with the link reads this report in print mode, without signing in. Active since ${formatInstant(link.createdAt)}.`
            : 'No public link. A link lets anyone who has it read and print this report without signing in; the risks hidden from stakeholders are left out.'}
        </p>
        {shown && url ? (
          <Stack>
            <Callout tone="info" announce="status">
              <span className={styles.hiddenMark}>
                <Icon name="info" />
                Copy the link now: it will not be shown again.
              </span>
            </Callout>
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
          {link ? (
            <>
              <Button
                icon="lock"
                isLoading={create.isPending}
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
            <Button variant="primary" icon="plus" isLoading={create.isPending} onPress={createLink}>
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
          revoke.mutate(report, {
            onSuccess: () => {
              setCreated(null);
              snackbar.success('Public link revoked');
            },
            onSettled: () => setConfirming(null),
          })
        }
      >
        Whoever has the link can no longer open the report.
      </ConfirmDialog>
    </Card>
  );
}
