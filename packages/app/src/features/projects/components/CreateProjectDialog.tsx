import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ProjectCreateInput } from '@keel/types';
import { Button, Dialog, Form, MarkdownEditor, Select, snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useCreateProjectMutation } from '../projects.mutations';
import { projectFormOptionsQueryOptions } from '../projects.queries';
import {
  ProjectBudgetFields,
  ProjectNamingFields,
  ProjectSetupFields,
  type ProjectNaming,
  type ProjectSetup,
} from './ProjectFields';
import { toMinorUnits } from '../../../lib/format';
import { currentUserQueryOptions } from '../../../lib/session';

const FORM_ID = 'create-project';

interface Draft extends ProjectNaming, ProjectSetup {
  /** Null until chosen: the options' default currency. */
  currency: string | null;
  /** Major units in the form; the API takes minor units. */
  budget: number | null;
  budgetHours: number | null;
  description: string;
}

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
  const me = useQuery(currentUserQueryOptions()).data;
  const [draft, setDraft] = useState<Draft>({
    code: '',
    name: '',
    client: '',
    managerId: null,
    status: 'draft',
    billingType: 'timeAndMaterial',
    startDate: null,
    endDate: null,
    currency: null,
    budget: null,
    budgetHours: null,
    description: '',
  });
  // Until the user picks one, the manager is the creator where they may manage
  // (an active internal user, i.e. one of the offered managers).
  const [managerChosen, setManagerChosen] = useState(false);
  const set = (patch: Partial<Draft>) => {
    if ('managerId' in patch) setManagerChosen(true);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const o = options.data;
  const defaultManagerId = me && o?.managers.some((m) => m.id === me.id) ? me.id : null;
  const managerId = managerChosen ? draft.managerId : defaultManagerId;
  const currency = draft.currency ?? o?.defaultCurrency ?? null;

  return (
    <Form
      id={FORM_ID}
      aria-label="New project"
      serverErrors={fieldErrorsOf(create.error)}
      onSubmit={() =>
        create.mutate(
          {
            code: draft.code.trim() || null,
            name: draft.name,
            client: draft.client.trim() || null,
            // Not chosen (options still loading, say): the API's own default, the creator.
            managerId: managerChosen ? draft.managerId : (defaultManagerId ?? undefined),
            status: draft.status,
            billingType: draft.billingType,
            startDate: draft.startDate,
            endDate: draft.endDate,
            ...(currency ? { currency: currency as ProjectCreateInput['currency'] } : {}),
            budgetAmount: draft.budget === null ? null : toMinorUnits(draft.budget),
            budgetMinutes: draft.budgetHours === null ? null : Math.round(draft.budgetHours * 60),
            description: draft.description,
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
      <ProjectSetupFields
        value={{ ...draft, managerId }}
        onChange={set}
        choices={o}
        isLoading={options.isPending}
      />
      <Select
        label="Currency"
        name="currency"
        isLoading={options.isPending}
        items={(o?.currencies ?? []).map((c) => ({ id: c, name: c }))}
        value={currency}
        onChange={(id) => id !== null && set({ currency: String(id) })}
      />
      <ProjectBudgetFields value={draft} onChange={set} currency={currency || undefined} />
      <MarkdownEditor
        label="Description"
        name="description"
        value={draft.description}
        onChange={(description) => set({ description })}
      />
    </Form>
  );
}
