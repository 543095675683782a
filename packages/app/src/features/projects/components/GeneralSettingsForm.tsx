import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  CustomField,
  CustomFieldValue,
  EndpointResponse,
  Project,
  ProjectUpdateInput,
  projectsEndpoints,
} from '@keel/types';
import {
  Button,
  Card,
  Checkbox,
  Columns,
  DatePicker,
  Form,
  Inline,
  MarkdownEditor,
  NumberField,
  Select,
  Text,
  TextField,
  snackbar,
} from '@keel/ui';
import { ConflictCallout } from '../../../lib/management/components/ConflictCallout';
import { isStaleVersionConflict } from '../../../lib/management/form-errors';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useUpdateProjectMutation } from '../projects.mutations';
import { projectQueryOptions, projectsKeys } from '../projects.queries';
import {
  ProjectBudgetFields,
  ProjectNamingFields,
  ProjectSetupFields,
  type ProjectNaming,
  type ProjectSetup,
} from './ProjectFields';

export type EditOptions = EndpointResponse<typeof projectsEndpoints.editOptions>;

interface Draft extends ProjectNaming, ProjectSetup {
  alternateName: string;
  /** Major units in the form; the API takes minor units. */
  budget: number | null;
  budgetHours: number | null;
  description: string;
  customFieldValues: Record<number, string | number | null>;
  shareMilestoneAmounts: boolean;
}

function draftOf(project: Project): Draft {
  return {
    code: project.code,
    name: project.name,
    alternateName: project.alternateName ?? '',
    client: project.client ?? '',
    managerId: project.manager?.id ?? null,
    status: project.status,
    billingType: project.billingType,
    startDate: project.startDate,
    endDate: project.endDate,
    budget: project.budget ? project.budget.amount / 100 : null,
    budgetHours: project.budgetMinutes === null ? null : project.budgetMinutes / 60,
    description: project.description,
    customFieldValues: Object.fromEntries(
      project.customFieldValues.map((v: CustomFieldValue) => [v.fieldId, v.value]),
    ),
    shareMilestoneAmounts: project.shareMilestoneAmounts,
  };
}

/**
 * General fields and custom field values of a project. The form sends the
 * project's version; a 409 means someone else saved meanwhile, and the user
 * reloads: the draft starts again from the project as fetched by the reload
 * itself (not from the page's context, which re-renders a moment later).
 */
export function GeneralSettingsForm({
  project,
  options,
  canShareAmounts,
}: {
  project: Project;
  options: EditOptions;
  /** Offer "Share milestone amounts with stakeholders" (the server keeps it for anyone else). */
  canShareAmounts: boolean;
}) {
  const queryClient = useQueryClient();
  const save = useUpdateProjectMutation(project.id);
  const [draft, setDraft] = useState(() => draftOf(project));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  // Only a stale version offers the reload; a taken code is a 409 on its field.
  const conflict = isStaleVersionConflict(save.error);
  const showsMoney = project.budget !== null || project.budgetMinutes !== null;

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: projectsKeys.detail(project.id) });
    const fresh = queryClient.getQueryData(projectQueryOptions(project.id).queryKey);
    if (fresh) setDraft(draftOf(fresh));
    save.reset();
  };

  const submit = () => {
    const input: ProjectUpdateInput = {
      version: project.version,
      code: draft.code.trim(),
      name: draft.name.trim(),
      alternateName: draft.alternateName.trim() || null,
      client: draft.client.trim() || null,
      managerId: draft.managerId,
      status: draft.status,
      billingType: draft.billingType,
      startDate: draft.startDate,
      endDate: draft.endDate,
      description: draft.description,
      customFieldValues: options.customFields.map((field) => ({
        fieldId: field.id,
        value: draft.customFieldValues[field.id] ?? null,
      })),
      ...(canShareAmounts ? { shareMilestoneAmounts: draft.shareMilestoneAmounts } : {}),
      ...(showsMoney
        ? {
            budgetAmount: draft.budget === null ? null : Math.round(draft.budget * 100),
            budgetMinutes: draft.budgetHours === null ? null : Math.round(draft.budgetHours * 60),
          }
        : {}),
    };
    save.mutate(input, {
      onSuccess: () => snackbar.success('Project saved'),
      onError: (error) => {
        if (isStaleVersionConflict(error)) return;
        if (Object.keys(fieldErrorsOf(error)).length === 0) snackbar.error(errorMessageOf(error));
      },
    });
  };

  return (
    <Card title="General">
      {conflict ? (
        <ConflictCallout onReload={() => void reload()}>
          This project was changed by someone else. Reload it to see their changes, then edit again.
        </ConflictCallout>
      ) : null}
      <Form aria-label="General" serverErrors={fieldErrorsOf(save.error)} onSubmit={submit}>
        <Columns minColumnWidth={200}>
          <ProjectNamingFields value={draft} onChange={set} isCodeRequired />
          <TextField
            label="Client's name for it"
            name="alternateName"
            maxLength={200}
            value={draft.alternateName}
            onChange={(alternateName) => set({ alternateName })}
          />
          <ProjectSetupFields value={draft} onChange={set} choices={options} />
          {showsMoney ? (
            <ProjectBudgetFields value={draft} onChange={set} currency={project.currency} />
          ) : null}
        </Columns>
        {options.customFields.length > 0 ? (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Text tone="muted" size="small">
                Custom fields
              </Text>
            </legend>
            <Columns minColumnWidth={200}>
              {options.customFields.map((field) => (
                <CustomFieldInput
                  key={field.id}
                  field={field}
                  value={draft.customFieldValues[field.id] ?? null}
                  onChange={(value) =>
                    set({ customFieldValues: { ...draft.customFieldValues, [field.id]: value } })
                  }
                />
              ))}
            </Columns>
          </fieldset>
        ) : null}
        {canShareAmounts ? (
          <Checkbox
            name="shareMilestoneAmounts"
            isSelected={draft.shareMilestoneAmounts}
            onChange={(shareMilestoneAmounts) => set({ shareMilestoneAmounts })}
          >
            Share milestone amounts with stakeholders
          </Checkbox>
        ) : null}
        <MarkdownEditor
          label="Description"
          name="description"
          value={draft.description}
          onChange={(description) => set({ description })}
        />
        <Inline>
          <Button type="submit" variant="primary" isLoading={save.isPending} isDisabled={conflict}>
            Save
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}

function CustomFieldInput({
  field,
  value,
  onChange,
}: {
  field: CustomField;
  value: string | number | null;
  onChange: (value: string | number | null) => void;
}) {
  const name = `customField-${field.id}`;
  switch (field.type) {
    case 'number':
      return (
        <NumberField
          label={field.name}
          name={name}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <DatePicker
          label={field.name}
          name={name}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          label={field.name}
          name={name}
          isClearable
          items={field.options.map((o) => ({ id: o, name: o }))}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(v === null ? null : String(v))}
        />
      );
    default:
      return (
        <TextField
          label={field.name}
          name={name}
          maxLength={500}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v || null)}
        />
      );
  }
}
