import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEPENDENCY_TYPES, type DependencyType, type Task } from '@keel/types';
import { Button, Callout, ComboBox, Form, Inline, NumberField, Select, snackbar } from '@keel/ui';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { formatDate } from '../../../lib/format';
import { requiredValue } from '../../../lib/management/rules';
import { dependencyCandidatesQueryOptions } from '../tasks.queries';
import { useAddDependencyMutation } from '../task-dependencies.mutations';
import { DEPENDENCY_TYPE_HINTS, DEPENDENCY_TYPE_NAMES } from '../task-dependencies';

const TYPE_ITEMS = DEPENDENCY_TYPES.map((type) => ({
  id: type,
  name: DEPENDENCY_TYPE_NAMES[type],
  description: DEPENDENCY_TYPE_HINTS[type],
}));

/**
 * Adds a predecessor to the task: a search of the project's tasks, the type
 * and the lag. A refusal naming the task (a cycle, a duplicate, another
 * project: 409) or a field (400) shows on that field, in the server's words.
 */
export function AddDependencyForm({
  task,
  exclude,
}: {
  task: Pick<Task, 'id' | 'projectId'>;
  /** Tasks not offered: this one and those already linked. */
  exclude: ReadonlySet<number>;
}) {
  const [text, setText] = useState('');
  const [predecessorId, setPredecessorId] = useState<number | null>(null);
  const [type, setType] = useState<DependencyType>('FS');
  const [lagDays, setLagDays] = useState<number | null>(0);
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery(dependencyCandidatesQueryOptions(task.projectId, search));
  const add = useAddDependencyMutation(task);
  const fieldErrors = fieldErrorsOf(add.error);
  const named = ['predecessorId', 'type', 'lagDays'].some((field) => field in fieldErrors);
  const items = (found.data ?? [])
    .filter((candidate) => !exclude.has(candidate.id))
    .map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      description:
        candidate.startDate || candidate.dueDate
          ? `${formatDate(candidate.startDate)} – ${formatDate(candidate.dueDate)}`
          : 'No dates',
    }));

  const submit = () => {
    if (predecessorId === null) return;
    add.mutate(
      { predecessorId, type, lagDays: lagDays ?? 0 },
      {
        onSuccess: (added) => {
          snackbar.success(`“${added.predecessor.name}” added as a predecessor`);
          setText('');
          setPredecessorId(null);
          setType('FS');
          setLagDays(0);
        },
      },
    );
  };

  return (
    <Form aria-label="Add a predecessor" onSubmit={submit}>
      <ComboBox
        name="predecessorId"
        label="Predecessor"
        description="Search the tasks of this project by name."
        items={items}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          add.reset();
        }}
        isLoading={found.isPending}
        placeholder="Type a task name"
        value={predecessorId}
        onChange={(key) => {
          const chosen = items.find((item) => item.id === key);
          setPredecessorId(chosen ? chosen.id : null);
          if (chosen) setText(chosen.name);
          add.reset();
        }}
        rules={[requiredValue('Predecessor')]}
        errorMessage={fieldErrors.predecessorId}
      />
      <Inline gap="small" align="end">
        <Select
          name="type"
          label="Type"
          items={TYPE_ITEMS}
          value={type}
          onChange={(key) => key !== null && setType(key as DependencyType)}
          errorMessage={fieldErrors.type}
        />
        <NumberField
          name="lagDays"
          label="Lag (working days)"
          description="Negative: a lead."
          minValue={-365}
          maxValue={365}
          step={1}
          value={lagDays}
          onChange={setLagDays}
          errorMessage={fieldErrors.lagDays}
        />
        <Button type="submit" variant="primary" isLoading={add.isPending}>
          Add predecessor
        </Button>
      </Inline>
      {add.error && !named ? <Callout tone="critical">{errorMessageOf(add.error)}</Callout> : null}
    </Form>
  );
}
