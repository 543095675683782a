import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TASK_GROUP_BY, type TaskGroupBy } from '@keel/types';
import { Button, DatePicker, Dialog, Form, Select, Skeleton, Switch, TextField } from '@keel/ui';
import {
  filterChoices,
  filterText,
  GROUP_BY_LABELS,
  withFilter,
  type CustomViewDraft,
} from '../custom-views';
import { taskFilterOptionsQueryOptions } from '../tasks.queries';
import { BrowserFilters } from '../../projects';

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
 * The custom task view editor (SPEC §2 "Custom task views"): name, grouping,
 * the project column and the filters of `GET /tasks/query/options` (SPEC §3;
 * a single-choice filter left at its default is not saved).
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
      size="medium"
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
  const definitions = useQuery(taskFilterOptionsQueryOptions(true, true));
  const byName = new Map((definitions.data ?? []).map((d) => [d.name, d]));
  const setText = (name: string, text: string | null) =>
    setDraft((d) => ({ ...d, filters: withFilter(d.filters, name, { text }) }));
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
      {definitions.data ? (
        <>
          <BrowserFilters
            definitions={definitions.data.filter((d) => d.items.length > 0)}
            filters={filterChoices(draft.filters)}
            onFilterChange={(name, ints) =>
              setDraft((d) => ({
                ...d,
                filters: withFilter(d.filters, name, {
                  ints,
                  multiple: byName.get(name)?.multiple ?? true,
                }),
              }))
            }
            customFields={[]}
            columnIds={[]}
            onColumnsChange={() => undefined}
          />
          <TextField
            label="Text"
            name="text"
            description="Part of a task name or project code"
            maxLength={200}
            value={filterText(draft.filters, 'text') ?? ''}
            onChange={(text) => setText('text', text.trim() ? text : null)}
          />
          <DatePicker
            label="Due from"
            value={filterText(draft.filters, 'dueFrom')}
            onChange={(date) => setText('dueFrom', date)}
          />
          <DatePicker
            label="Due to"
            value={filterText(draft.filters, 'dueTo')}
            onChange={(date) => setText('dueTo', date)}
          />
        </>
      ) : (
        <Skeleton height={16} lines={4} label="Loading the filters" />
      )}
    </Form>
  );
}
