import { useState } from 'react';
import type { TASK_DOMAINS, Task } from '@keel/types';
import { Button, Form, Inline, MarkdownEditor, MarkdownView, Stack, Text } from '@keel/ui';
import type { SaveField } from './task-field-save';

type TaskDetailsDomain = (typeof TASK_DOMAINS)[number] | null;

/** The Markdown description: shown rendered; those who may edit it switch to the editor. */
export function TaskDescription({
  task,
  canEdit,
  save,
  errors,
}: {
  task: Task;
  canEdit: boolean;
  save: SaveField;
  errors: Record<string, string>;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(task.description);
  if (editing)
    return (
      <Form
        aria-label="Edit the description"
        serverErrors={errors}
        onSubmit={() =>
          save(
            {
              taskId: task.id,
              field: 'details',
              body: {
                description: text,
                domain: task.domain as TaskDetailsDomain,
                priority: task.priority,
                labels: task.labels,
                version: task.version,
              },
            },
            () => setEditing(false),
          )
        }
      >
        <MarkdownEditor
          label="Description"
          name="description"
          rows={8}
          value={text}
          onChange={setText}
        />
        <Inline>
          <Button type="submit" variant="primary">
            Save
          </Button>
          <Button onPress={() => setEditing(false)}>Cancel</Button>
        </Inline>
      </Form>
    );
  return (
    <Stack gap="small">
      {task.description.trim() ? (
        <MarkdownView source={task.description} />
      ) : (
        <Text as="p" tone="muted" size="small">
          No description.
        </Text>
      )}
      {canEdit ? (
        <div>
          <Button
            size="small"
            icon="edit"
            onPress={() => {
              setText(task.description);
              setEditing(true);
            }}
          >
            Edit description
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
