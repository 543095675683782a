import { useState } from 'react';
import { ComboBox, NumberField, Radio, RadioGroup, Select } from '@keel/ui';
import { DEPENDENCY_TYPES, type DependencyType, type TimelineTask } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import type { LinkVariables } from '../timeline.mutations';

export type LinkSide = 'predecessor' | 'successor';

const TYPE_TITLES: Record<DependencyType, string> = {
  FS: 'Finish to start',
  SS: 'Start to start',
  FF: 'Finish to finish',
  SF: 'Start to finish',
};

/**
 * The keyboard's way to link: the selected task, which side the other task is
 * on, the other task, the type and the lag. A pointer drag from a bar's end
 * opens it too, filled in.
 */
export function LinkDialog({
  task,
  tasks,
  side: initialSide,
  otherId,
  isPending,
  error,
  onSubmit,
  onClose,
}: {
  task: TimelineTask;
  tasks: readonly TimelineTask[];
  side: LinkSide;
  otherId: number | null;
  isPending: boolean;
  error: unknown;
  onSubmit: (link: LinkVariables) => void;
  onClose: () => void;
}) {
  const [side, setSide] = useState<LinkSide>(initialSide);
  const [other, setOther] = useState<number | null>(otherId);
  const [type, setType] = useState<DependencyType>('FS');
  const [lag, setLag] = useState<number | null>(0);
  const [missing, setMissing] = useState(false);
  const failure = formFailureOf(error);
  const choices = tasks.filter((t) => t.id !== task.id).map((t) => ({ id: t.id, name: t.name }));

  const submit = () => {
    if (other === null) {
      setMissing(true);
      return;
    }
    const [predecessorId, successorId] =
      side === 'predecessor' ? [other, task.id] : [task.id, other];
    onSubmit({ predecessorId, successorId, type, lagDays: lag ?? 0 });
  };

  return (
    <FormDialog
      formId="gantt-link"
      title={`Link ${task.name}`}
      submitLabel="Link tasks"
      isPending={isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        label="The other task"
        value={side}
        onChange={(value) => setSide(value as LinkSide)}
      >
        <Radio value="predecessor">comes before it (a predecessor)</Radio>
        <Radio value="successor">comes after it (a successor)</Radio>
      </RadioGroup>
      <ComboBox
        label="Other task"
        items={choices}
        value={other}
        onChange={(key) => {
          setOther(key === null ? null : Number(key));
          setMissing(false);
        }}
        isRequired
        errorMessage={missing ? 'Choose a task' : (failure?.fieldErrors.predecessorId ?? undefined)}
      />
      <Select
        label="Type"
        items={DEPENDENCY_TYPES.map((t) => ({ id: t, name: `${TYPE_TITLES[t]} (${t})` }))}
        value={type}
        onChange={(key) => key !== null && setType(key as DependencyType)}
      />
      <NumberField
        label="Lag in working days"
        description="Negative: a lead (the successor may overlap)."
        value={lag}
        onChange={setLag}
        minValue={-365}
        maxValue={365}
      />
    </FormDialog>
  );
}
