import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEPENDENCY_TYPES, type DependencyType, type Task } from '@keel/types';
import {
  Button,
  Callout,
  ComboBox,
  Form,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  snackbar,
} from '@keel/ui';
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

/** Which end of the new dependency this task is. */
type Side = 'predecessor' | 'successor';

/**
 * Adds a predecessor or a successor to the task: a search of the project's
 * tasks, the type and the lag. A refusal naming the task (a cycle, a
 * duplicate, another project: 409) or a field (400) shows on that field, in
 * the server's words. A successor is added on that task, so it is offered
 * only to who may edit every task of the project.
 */
export function AddDependencyForm({
  task,
  exclude,
}: {
  task: Pick<Task, 'id' | 'projectId'>;
  /** Tasks not offered: this one and those already linked. */
  exclude: ReadonlySet<number>;
}) {
  const [side, setSide] = useState<Side>('predecessor');
  const [text, setText] = useState('');
  const [otherId, setOtherId] = useState<number | null>(null);
  const [type, setType] = useState<DependencyType>('FS');
  const [lagDays, setLagDays] = useState<number | null>(0);
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery(dependencyCandidatesQueryOptions(task.projectId, search));
  const add = useAddDependencyMutation(task);
  const errors = fieldErrorsOf(add.error);
  // `predecessorId` names the other task only when it is the predecessor.
  const fieldErrors = {
    other: side === 'predecessor' ? errors.predecessorId : undefined,
    type: errors.type,
    lagDays: errors.lagDays,
  };
  const named = Object.values(fieldErrors).some((message) => message !== undefined);
  // A successor is offered only to who may edit every task of the project:
  // anyone else would be refused (403) on the other task.
  const offersSuccessor = found.data?.editsAnyTask ?? false;
  const items = (found.data?.items ?? [])
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
    if (otherId === null) return;
    add.mutate(
      { side, otherId, type, lagDays: lagDays ?? 0 },
      {
        onSuccess: (added) => {
          snackbar.success(
            side === 'predecessor'
              ? `“${added.predecessor.name}” added as a predecessor`
              : `“${added.successor.name}” added as a successor`,
          );
          setText('');
          setOtherId(null);
          setType('FS');
          setLagDays(0);
        },
      },
    );
  };

  return (
    <Form aria-label="Add a dependency" onSubmit={submit}>
      {offersSuccessor ? (
        <RadioGroup
          label="Add"
          orientation="horizontal"
          value={side}
          onChange={(value) => {
            setSide(value as Side);
            add.reset();
          }}
        >
          <Radio value="predecessor">A predecessor (this task waits on it)</Radio>
          <Radio value="successor">A successor (it waits on this task)</Radio>
        </RadioGroup>
      ) : null}
      <ComboBox
        name="otherId"
        label={side === 'predecessor' ? 'Predecessor' : 'Successor'}
        description="Search the tasks of this project by name."
        items={items}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          add.reset();
        }}
        isLoading={found.isPending}
        placeholder="Type a task name"
        value={otherId}
        onChange={(key) => {
          const chosen = items.find((item) => item.id === key);
          setOtherId(chosen ? chosen.id : null);
          if (chosen) setText(chosen.name);
          add.reset();
        }}
        rules={[requiredValue(side === 'predecessor' ? 'Predecessor' : 'Successor')]}
        errorMessage={fieldErrors.other}
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
          {side === 'predecessor' ? 'Add predecessor' : 'Add successor'}
        </Button>
      </Inline>
      {add.error && !named ? <Callout tone="critical">{errorMessageOf(add.error)}</Callout> : null}
    </Form>
  );
}
