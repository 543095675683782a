import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PROJECT_CODE_PATTERN, type ProjectCreateInput } from '@keel/types';
import {
  Button,
  DatePicker,
  Dialog,
  Form,
  MarkdownEditor,
  Select,
  TextField,
  snackbar,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useCreateProjectMutation } from '../projects.mutations';
import { projectFormOptionsQueryOptions } from '../projects.queries';

const FORM_ID = 'create-project';

export const required = (label: string) => (value: string) =>
  value.trim().length > 0 || `${label} is required`;
export const codeRule = (value: string) =>
  !value.trim() ||
  PROJECT_CODE_PATTERN.test(value.trim()) ||
  'Use 2-32 capital letters, digits, - or _';
export const datesInOrder = (start: string | null) => (end: string | null) =>
  !start || !end || end >= start || 'The end date must not be before the start date';

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
  const [draft, setDraft] = useState<ProjectCreateInput & { code: string; client: string }>({
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
      <TextField
        label="Name"
        name="name"
        autoFocus
        isRequired
        maxLength={200}
        value={draft.name}
        onChange={(name) => set({ name })}
        rules={[required('Name')]}
      />
      <TextField
        label="Code"
        name="code"
        description={o ? `Leave empty for ${o.nextCode}` : undefined}
        maxLength={32}
        value={draft.code}
        onChange={(code) => set({ code: code.toUpperCase() })}
        rules={[codeRule]}
      />
      <TextField
        label="Client"
        name="client"
        maxLength={200}
        value={draft.client}
        onChange={(client) => set({ client })}
      />
      <Select
        label="Manager"
        name="managerId"
        isClearable
        isLoading={options.isPending}
        items={(o?.managers ?? []).map((m) => ({ id: m.id, name: m.name }))}
        value={draft.managerId ?? null}
        onChange={(value) => set({ managerId: value === null ? null : Number(value) })}
      />
      <Select
        label="Status"
        name="status"
        isLoading={options.isPending}
        items={(o?.statuses ?? []).map((s) => ({ id: s.value, name: s.title }))}
        value={draft.status ?? 'draft'}
        onChange={(value) => value !== null && set({ status: value as typeof draft.status })}
      />
      <Select
        label="Billing type"
        name="billingType"
        isLoading={options.isPending}
        items={(o?.billingTypes ?? []).map((b) => ({ id: b.value, name: b.title }))}
        value={draft.billingType ?? 'timeAndMaterial'}
        onChange={(value) =>
          value !== null && set({ billingType: value as typeof draft.billingType })
        }
      />
      <DatePicker
        label="Start date"
        name="startDate"
        value={draft.startDate ?? null}
        onChange={(startDate) => set({ startDate })}
      />
      <DatePicker
        label="End date"
        name="endDate"
        value={draft.endDate ?? null}
        onChange={(endDate) => set({ endDate })}
        rules={[datesInOrder(draft.startDate ?? null)]}
      />
      <MarkdownEditor
        label="Description"
        name="description"
        value={draft.description ?? ''}
        onChange={(description) => set({ description })}
      />
    </Form>
  );
}
