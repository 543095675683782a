import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  RAG_DIMENSIONS,
  RAG_STATUSES,
  type Project,
  type ProjectRagUpdateInput,
  type RagDimension,
  type RagStatus,
} from '@keel/types';
import {
  Button,
  Card,
  Columns,
  Form,
  Inline,
  RAG_LABELS,
  Select,
  Stack,
  Text,
  TextArea,
  snackbar,
} from '@keel/ui';
import { ConflictCallout } from '../../../lib/management/components/ConflictCallout';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { useUpdateRagMutation } from '../projects.mutations';
import { projectsKeys } from '../projects.queries';
import { formatInstant } from '../../../lib/format';
import { RagTable } from '../../../lib/figures/RagTable';
import { RAG_DIMENSION_TITLES } from '../project-status';

export { RAG_DIMENSION_TITLES };

const RAG_ITEMS = RAG_STATUSES.map((id) => ({ id, name: RAG_LABELS[id] }));

function draftOf(project: Project): ProjectRagUpdateInput {
  const rag = project.ragDetails;
  return {
    overall: { ...rag.overall },
    schedule: { ...rag.schedule },
    budget: { ...rag.budget },
    scope: { ...rag.scope },
    // The version the RAG was read at: a change saved meanwhile makes this one a 409.
    version: project.version,
  };
}

/** RAG per dimension with comments; those allowed edit it in place (`PUT /rag`). */
export function RagCard({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const rag = project.ragDetails;
  return (
    <Card
      title="RAG status"
      actions={
        canEdit && !editing ? (
          <Button size="small" icon="edit" onPress={() => setEditing(true)}>
            Edit RAG
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <RagForm project={project} onDone={() => setEditing(false)} />
      ) : (
        <Stack>
          <RagTable
            rag={rag}
            titles={RAG_DIMENSION_TITLES}
            caption={
              <caption style={{ textAlign: 'start' }}>
                <Text tone="muted" size="small">
                  {rag.updatedAt
                    ? `Updated ${formatInstant(rag.updatedAt)}${rag.updatedBy ? ` by ${rag.updatedBy.name}` : ''}`
                    : 'Not set yet'}
                </Text>
              </caption>
            }
          />
        </Stack>
      )}
    </Card>
  );
}

function RagForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProjectRagUpdateInput>(() => draftOf(project));
  const save = useUpdateRagMutation(project.id);
  const conflict = isApiError(save.error) && save.error.status === 409;
  const set = (dimension: RagDimension, patch: Partial<{ status: RagStatus; comment: string }>) =>
    setDraft((d) => ({ ...d, [dimension]: { ...d[dimension], ...patch } }));
  return (
    <Form
      aria-label="Edit RAG"
      serverErrors={fieldErrorsOf(save.error)}
      onSubmit={() =>
        save.mutate(draft, {
          onSuccess: () => {
            snackbar.success('RAG saved');
            onDone();
          },
          onError: (error) => {
            // A stale version (409) shows in the form itself, with a reload.
            if (isApiError(error) && error.status === 409) return;
            if (Object.keys(fieldErrorsOf(error)).length === 0)
              snackbar.error(errorMessageOf(error));
          },
        })
      }
    >
      {conflict ? (
        <ConflictCallout
          onReload={() =>
            void queryClient
              .invalidateQueries({ queryKey: projectsKeys.detail(project.id) })
              .then(onDone)
          }
        >
          This project was changed by someone else. Reload it to see the stored RAG, then edit
          again.
        </ConflictCallout>
      ) : null}
      {RAG_DIMENSIONS.map((dimension) => (
        <Columns key={dimension} minColumnWidth={200}>
          <Select
            label={`${RAG_DIMENSION_TITLES[dimension]} status`}
            name={`${dimension}.status`}
            items={RAG_ITEMS}
            value={draft[dimension].status}
            onChange={(value) => value !== null && set(dimension, { status: value as RagStatus })}
          />
          <TextArea
            label={`${RAG_DIMENSION_TITLES[dimension]} comment`}
            name={`${dimension}.comment`}
            value={draft[dimension].comment ?? ''}
            maxLength={2000}
            onChange={(comment) => set(dimension, { comment })}
          />
        </Columns>
      ))}
      <Inline>
        <Button type="submit" variant="primary" isLoading={save.isPending}>
          Save RAG
        </Button>
        <Button onPress={onDone} isDisabled={save.isPending}>
          Cancel
        </Button>
      </Inline>
    </Form>
  );
}
