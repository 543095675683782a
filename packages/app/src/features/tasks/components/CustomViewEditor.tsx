import { useState } from 'react';
import { TASK_GROUP_BY, type TaskGroupBy } from '@keel/types';
import { Button, Dialog, Form, Select, Switch, TextField } from '@keel/ui';
import { GROUP_BY_LABELS, type CustomViewDraft } from '../custom-views';

export interface CustomViewEditorProps {
  isOpen: boolean;
  /** `Add` for a new view, `Edit` for a saved one. */
  mode: 'add' | 'edit';
  initial: CustomViewDraft;
  isSaving: boolean;
  onSave: (draft: CustomViewDraft) => void;
  onCancel: () => void;
}

const GROUP_BY_ITEMS = TASK_GROUP_BY.map((id) => ({ id, name: GROUP_BY_LABELS[id] }));
const FORM_ID = 'custom-view-editor';

/**
 * The custom task view editor (SPEC §2 "Custom task views"). Filters of the
 * All Tasks page arrive with the Tasks module; until then a view keeps the
 * filters it has and a new one saves none.
 */
export function CustomViewEditor({
  isOpen,
  mode,
  initial,
  isSaving,
  onSave,
  onCancel,
}: CustomViewEditorProps) {
  return (
    <Dialog
      title={mode === 'add' ? 'Add Custom View' : 'Edit Custom View'}
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isSaving && onCancel()}
      size="small"
      footer={
        <>
          <Button onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" isLoading={isSaving}>
            Save
          </Button>
        </>
      }
    >
      {/* Remounted per opening, so the fields start from `initial` each time. */}
      {isOpen ? <EditorForm initial={initial} onSave={onSave} /> : null}
    </Dialog>
  );
}

function EditorForm({
  initial,
  onSave,
}: {
  initial: CustomViewDraft;
  onSave: (draft: CustomViewDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <Form id={FORM_ID} aria-label="Custom view" onSubmit={() => onSave(draft)}>
      <TextField
        label="Name"
        name="name"
        autoFocus
        maxLength={80}
        value={draft.name}
        onChange={(name) => setDraft((d) => ({ ...d, name }))}
        rules={[(v) => v.trim().length > 0 || 'Name is required']}
      />
      <Select
        label="Group by"
        name="groupBy"
        items={GROUP_BY_ITEMS}
        value={draft.groupBy}
        onChange={(value) =>
          value !== null && setDraft((d) => ({ ...d, groupBy: value as TaskGroupBy }))
        }
      />
      <Switch
        isSelected={draft.showProjectName}
        onChange={(showProjectName) => setDraft((d) => ({ ...d, showProjectName }))}
      >
        Show project name
      </Switch>
    </Form>
  );
}
