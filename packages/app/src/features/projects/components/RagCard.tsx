import { useState } from 'react';
import {
  RAG_DIMENSIONS,
  RAG_STATUSES,
  type Project,
  type ProjectRagInput,
  type RagDimension,
  type RagStatus,
} from '@keel/types';
import { Button, Card, Form, RAG_LABELS, Select, StatusDot, TextArea, snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useUpdateRagMutation } from '../projects.mutations';
import { RAG_DIMENSION_TITLES, formatInstant } from '../project-format';
import * as styles from '../projects.css';

export { RAG_DIMENSION_TITLES };

const RAG_ITEMS = RAG_STATUSES.map((id) => ({ id, name: RAG_LABELS[id] }));

function draftOf(project: Project): ProjectRagInput {
  const rag = project.ragDetails;
  return {
    overall: { ...rag.overall },
    schedule: { ...rag.schedule },
    budget: { ...rag.budget },
    scope: { ...rag.scope },
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
        <div className={styles.stack}>
          <table className={styles.ragTable}>
            <caption className={styles.muted} style={{ textAlign: 'start' }}>
              {rag.updatedAt
                ? `Updated ${formatInstant(rag.updatedAt)}${rag.updatedBy ? ` by ${rag.updatedBy.name}` : ''}`
                : 'Not set yet'}
            </caption>
            <thead>
              <tr>
                <th className={styles.ragCell} scope="col">
                  Dimension
                </th>
                <th className={styles.ragCell} scope="col">
                  Status
                </th>
                <th className={styles.ragCell} scope="col">
                  Comment
                </th>
              </tr>
            </thead>
            <tbody>
              {RAG_DIMENSIONS.map((dimension) => (
                <tr key={dimension}>
                  <th className={styles.ragCell} scope="row">
                    {RAG_DIMENSION_TITLES[dimension]}
                  </th>
                  <td className={styles.ragCell}>
                    <StatusDot status={rag[dimension].status} showLabel />
                  </td>
                  <td className={styles.ragCell}>{rag[dimension].comment || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function RagForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const [draft, setDraft] = useState<ProjectRagInput>(() => draftOf(project));
  const save = useUpdateRagMutation(project.id);
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
            if (Object.keys(fieldErrorsOf(error)).length === 0)
              snackbar.error(errorMessageOf(error));
          },
        })
      }
    >
      {RAG_DIMENSIONS.map((dimension) => (
        <div key={dimension} className={styles.fieldsRow}>
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
        </div>
      ))}
      <div className={styles.row}>
        <Button type="submit" variant="primary" isLoading={save.isPending}>
          Save RAG
        </Button>
        <Button onPress={onDone} isDisabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
