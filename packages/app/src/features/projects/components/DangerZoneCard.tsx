import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Project } from '@keel/types';
import { Button, Card, Dialog, Inline, Stack, TextField, snackbar } from '@keel/ui';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { useDeleteProjectMutation, useUpdateProjectMutation } from '../projects.mutations';
import * as styles from '../projects.css';

/** Archive (hidden from the browser by default) and delete (typed confirmation). */
export function DangerZoneCard({
  project,
  canArchive,
  canDelete,
}: {
  project: Project;
  canArchive: boolean;
  canDelete: boolean;
}) {
  const navigate = useNavigate();
  const archive = useUpdateProjectMutation(project.id);
  const remove = useDeleteProjectMutation(project.id);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === project.code;

  return (
    <Card title="Archive and delete">
      <Stack>
        {canArchive ? (
          <Inline>
            <span className={styles.grow}>
              {project.archived
                ? 'This project is archived: the browser shows it only when asked to.'
                : 'Archived projects are hidden from the browser and the dashboard.'}
            </span>
            <Button
              isLoading={archive.isPending}
              onPress={() =>
                archive.mutate(
                  { version: project.version, archived: !project.archived },
                  {
                    onSuccess: (p) =>
                      snackbar.success(p.archived ? 'Project archived' : 'Project restored'),
                    onError: (error) =>
                      snackbar.error(
                        isApiError(error) && error.status === 409
                          ? 'This project was changed by someone else. Reload the page and try again.'
                          : errorMessageOf(error),
                      ),
                  },
                )
              }
            >
              {project.archived ? 'Unarchive' : 'Archive'}
            </Button>
          </Inline>
        ) : null}
        {canDelete ? (
          <Inline>
            <span className={styles.grow}>
              Deleting removes the project from every list; its history is kept.
            </span>
            <Button variant="critical" icon="trash" onPress={() => setDeleting(true)}>
              Delete project
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <Dialog
        title={`Delete ${project.code}?`}
        role="alertdialog"
        size="small"
        isOpen={deleting}
        onOpenChange={(open) => {
          if (remove.isPending) return;
          setDeleting(open);
          if (!open) setTyped('');
        }}
        footer={(close) => (
          <>
            <Button onPress={close} isDisabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="critical"
              isDisabled={!matches}
              isLoading={remove.isPending}
              onPress={() =>
                remove.mutate(project.version, {
                  onSuccess: () => {
                    snackbar.success(`Project ${project.code} deleted`);
                    void navigate('/projects/browser', { replace: true });
                  },
                })
              }
            >
              Delete
            </Button>
          </>
        )}
      >
        <Stack>
          <p>{project.name} disappears from every list. Type the project code to confirm.</p>
          <TextField
            label={`Type ${project.code} to confirm`}
            value={typed}
            onChange={setTyped}
            autoFocus
          />
        </Stack>
      </Dialog>
    </Card>
  );
}
