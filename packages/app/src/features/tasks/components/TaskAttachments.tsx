import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TaskAttachment } from '@keel/types';
import {
  Callout,
  FileDrop,
  IconButton,
  Link,
  ProgressBar,
  Skeleton,
  snackbar,
  Stack,
  Text,
} from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import { attachmentUrl, taskAttachmentsQueryOptions } from '../tasks.queries';
import { useDeleteAttachmentMutation, useUploadAttachmentMutation } from '../task-parts.mutations';
import { formatFileSize } from '../../../lib/format';
import { uploadErrorMessage } from '../task-files';
import * as styles from '../task-view.css';
import { DeleteItemDialog } from './DeleteItemDialog';

interface Upload {
  id: number;
  name: string;
  progress: number;
}

let uploadIds = 0;

/**
 * Files of the task: a drop zone (or file chooser) for those who may attach,
 * each upload with its progress, image previews, a download link per file
 * and delete for its uploader or the task's editors.
 */
export function TaskAttachments({
  taskId,
  canAttach,
  canManage,
  userId,
}: {
  taskId: number;
  canAttach: boolean;
  /** May delete any file (the task's editors); others only their own. */
  canManage: boolean;
  userId: number | null;
}) {
  const files = useQuery(taskAttachmentsQueryOptions(taskId));
  const upload = useUploadAttachmentMutation(taskId);
  const remove = useDeleteAttachmentMutation(taskId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<TaskAttachment | null>(null);

  const start = (list: File[]) => {
    setFailures([]);
    for (const file of list) {
      const id = ++uploadIds;
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      upload.mutate(
        {
          file,
          onProgress: (progress) =>
            setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress } : x))),
        },
        {
          onSuccess: () => snackbar.success(`“${file.name}” attached`),
          onError: (error) => setFailures((f) => [...f, uploadErrorMessage(file.name, error)]),
          onSettled: () => setUploads((u) => u.filter((x) => x.id !== id)),
        },
      );
    }
  };

  return (
    <Stack gap="small">
      {canAttach ? <FileDrop label="Attach files" allowsMultiple onFiles={start} /> : null}
      {uploads.map((u) => (
        <ProgressBar key={u.id} label={`Uploading “${u.name}”`} value={u.progress * 100} />
      ))}
      {failures.length ? <Callout tone="critical">{failures.join(' ')}</Callout> : null}
      {!files.data ? (
        <Skeleton lines={2} label="Loading the files" />
      ) : files.data.length === 0 ? (
        <Text as="p" tone="muted" size="small">
          No files attached.
        </Text>
      ) : (
        <Stack as="ul" gap="none" aria-label="Files">
          {files.data.map((file) => {
            const url = attachmentUrl(taskId, file.id);
            const mayDelete = canManage || (canAttach && file.uploadedBy?.id === userId);
            return (
              <li key={file.id} className={styles.row}>
                {file.previewable ? (
                  <img className={styles.preview} src={url} alt={`Preview of ${file.fileName}`} />
                ) : null}
                <div className={styles.grow}>
                  <Stack gap="xxsmall" align="start">
                    <Link
                      href={url}
                      download={file.fileName}
                      aria-label={`Download ${file.fileName}`}
                    >
                      {file.fileName}
                    </Link>
                    <Text tone="muted" size="small">
                      {formatFileSize(file.size)} · {file.uploadedBy?.name ?? 'Former user'} ·{' '}
                      {formatInstant(file.createdAt)}
                    </Text>
                  </Stack>
                </div>
                {mayDelete ? (
                  <IconButton
                    icon="trash"
                    size="small"
                    variant="ghost"
                    aria-label={`Delete ${file.fileName}`}
                    onPress={() => setDeleting(file)}
                  />
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
      <DeleteItemDialog
        item={deleting}
        title="Delete the file?"
        onDelete={(file) =>
          remove.mutate(
            { attachmentId: file.id, version: file.version },
            { onSuccess: () => snackbar.success('File deleted') },
          )
        }
        onClose={() => setDeleting(null)}
        describe={(file) => `“${file.fileName}” is removed from the task for everyone.`}
      />
    </Stack>
  );
}
