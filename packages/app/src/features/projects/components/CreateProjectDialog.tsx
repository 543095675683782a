import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectCreateInput } from '@keel/types';
import { Button, Dialog, Form, MarkdownEditor, snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useCreateProjectMutation } from '../projects.mutations';
import { projectFormOptionsQueryOptions } from '../projects.queries';
import { ProjectNamingFields, ProjectSetupFields, type ProjectSetup } from './ProjectFields';

const FORM_ID = 'create-project';

/** The create-project dialog: the new project opens on success. */
export function CreateProjectDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateProjectMutation();
  return (
    <Dialog
      title="New project"
      isOpen={isOpen}
      onOpenChange={(open) => !create.isPending && onOpenChange(open)}
      size="large"
      footer={
        <>
          <Button onPress={() => onOpenChange(false)} isDisabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" isLoading={create.isPending}>
            Create project
          </Button>
        </>
      }
    >
      {isOpen ? <CreateProjectForm create={create} onCreated={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateProjectForm({
  create,
  onCreated,
}: {
  create: ReturnType<typeof useCreateProjectMutation>;
  onCreated: () => void;
}) {
  const navigate = useNavigate();
  const options = useQuery(projectFormOptionsQueryOptions());
  const [draft, setDraft] = useState<
    ProjectCreateInput & ProjectSetup & { code: string; client: string }
  >({
    code: '',
    name: '',
    client: '',
    managerId: null,
    status: 'draft',
    billingType: 'timeAndMaterial',
    startDate: null,
    endDate: null,
    description: '',
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const o = options.data;

  return (
    <Form
      id={FORM_ID}
      aria-label="New project"
      serverErrors={fieldErrorsOf(create.error)}
      onSubmit={() =>
        create.mutate(
          {
            ...draft,
            code: draft.code.trim() || null,
            client: draft.client.trim() || null,
          },
          {
            onSuccess: (project) => {
              snackbar.success(`Project ${project.code} created`);
              onCreated();
              void navigate(`/projects/${project.id}/overview`);
            },
            onError: (error) => {
              if (Object.keys(fieldErrorsOf(error)).length === 0)
                snackbar.error(errorMessageOf(error));
            },
          },
        )
      }
    >
      <ProjectNamingFields
        value={draft}
        onChange={set}
        codeDescription={o ? `Leave empty for ${o.nextCode}` : undefined}
        autoFocus
      />
      <ProjectSetupFields value={draft} onChange={set} choices={o} isLoading={options.isPending} />
      <MarkdownEditor
        label="Description"
        name="description"
        value={draft.description ?? ''}
        onChange={(description) => set({ description })}
      />
    </Form>
  );
}
