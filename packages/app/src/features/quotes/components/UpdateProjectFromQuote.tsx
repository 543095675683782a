import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteDifference, UpdateFromQuoteOptions } from '@keel/types';
import { Button, Checkbox, CheckboxGroup, Skeleton, Stack, snackbar, Text, Inline } from '@keel/ui';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { formFailureOf } from '../../../lib/management/form-errors';
import { fromQuoteKeys, updateFromQuoteOptionsQueryOptions } from '../from-quote.queries';
import { useUpdateFromQuoteMutation } from '../from-quote.mutations';

const FORM_ID = 'update-project-from-quote';

/** What a difference does, in words: the kind is never shown by colour alone. */
const KIND_TITLES: Record<QuoteDifference['kind'], string> = {
  add: 'Add',
  change: 'Change',
  remove: 'Remove',
  outOfScope: 'Mark out of scope (has logged time)',
};

/**
 * "Update project" from the quote's newer accepted revision: a dialog listing
 * the differences (budget, milestones, tasks, rates) with checkboxes, all
 * picked to start with; the picked ones are applied.
 */
export function UpdateProjectFromQuoteButton({ quoteId }: { quoteId: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Review the changes</Button>
      {isOpen ? <UpdateDialog quoteId={quoteId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function UpdateDialog({ quoteId, onClose }: { quoteId: number; onClose: () => void }) {
  const options = useQuery(updateFromQuoteOptionsQueryOptions(quoteId));
  if (!options.data)
    return (
      <FormDialog
        formId={FORM_ID}
        title="Update project from quote"
        size="large"
        submitLabel="Apply"
        isPending={false}
        failure={formFailureOf(options.error)}
        onSubmit={() => undefined}
        onClose={onClose}
      >
        {options.isPending ? <Skeleton lines={6} label="Loading the differences" /> : null}
      </FormDialog>
    );
  return <UpdateForm quoteId={quoteId} options={options.data} onClose={onClose} />;
}

function DifferenceGroup({
  label,
  differences,
  value,
  onChange,
}: {
  label: string;
  differences: readonly QuoteDifference[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  if (differences.length === 0) return null;
  return (
    <CheckboxGroup label={label} value={value} onChange={onChange}>
      {differences.map((d) => (
        <Checkbox key={d.key} value={d.key}>
          <Inline as="span" gap="small">
            <strong>{KIND_TITLES[d.kind]}:</strong>
            <span>{d.label}</span>
            <Text tone="muted" size="small">
              {d.before ?? 'nothing'} → {d.after ?? 'deleted'}
            </Text>
          </Inline>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function UpdateForm({
  quoteId,
  options,
  onClose,
}: {
  quoteId: number;
  options: UpdateFromQuoteOptions;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateFromQuoteMutation(quoteId);
  const keys = (list: readonly QuoteDifference[]) => list.map((d) => d.key);
  const [budget, setBudget] = useState(options.budget !== null);
  const [milestones, setMilestones] = useState(keys(options.milestones));
  const [tasks, setTasks] = useState(keys(options.tasks));
  const [rates, setRates] = useState(keys(options.rates));
  const { quote, project } = options;
  const nothing =
    !options.budget &&
    options.milestones.length + options.tasks.length + options.rates.length === 0;

  return (
    <FormDialog
      formId={FORM_ID}
      title={`Update ${project.code} from ${quote.number}, revision ${quote.acceptedRevision}`}
      size="large"
      submitLabel={options.newerRevision ? 'Apply the picked changes' : 'Close'}
      isPending={update.isPending}
      failure={formFailureOf(update.error)}
      onClose={onClose}
      onReload={() => void queryClient.invalidateQueries({ queryKey: fromQuoteKeys.all })}
      onSubmit={() => {
        if (!options.newerRevision) return onClose();
        // mutateAsync: applying refreshes the project, whose card then no longer offers
        // the revision and unmounts this dialog; the promise still settles, so the
        // confirmation shows (a failure stays in the form through update.error).
        update
          .mutateAsync({ version: project.version, budget, milestones, tasks, rates })
          .then((result) => {
            snackbar.success(
              `${project.code} now carries revision ${result.appliedRevision} (${result.applied} changes applied)`,
            );
            onClose();
          })
          .catch(() => undefined);
      }}
    >
      <p>
        {project.code} carries revision {project.appliedRevision ?? 'none'}; revision{' '}
        {quote.acceptedRevision} of {quote.number} is accepted.
        {options.newerRevision
          ? ' Pick the changes to apply: those left unpicked stay as they are, and the revision counts as applied.'
          : ' There is nothing newer to apply.'}
      </p>
      {options.newerRevision && nothing ? (
        <Text as="p" tone="muted" size="small">
          The revision changes nothing the project has.
        </Text>
      ) : null}
      <Stack>
        {options.budget ? (
          <Checkbox name="budget" isSelected={budget} onChange={setBudget}>
            <Inline as="span" gap="small">
              <strong>{KIND_TITLES[options.budget.kind]}:</strong>
              <span>Budget</span>
              <Text tone="muted" size="small">
                {options.budget.before} → {options.budget.after}
              </Text>
            </Inline>
          </Checkbox>
        ) : null}
        <DifferenceGroup
          label="Milestones"
          differences={options.milestones}
          value={milestones}
          onChange={setMilestones}
        />
        <DifferenceGroup
          label="Tasks"
          differences={options.tasks}
          value={tasks}
          onChange={setTasks}
        />
        <DifferenceGroup
          label="Rates"
          differences={options.rates}
          value={rates}
          onChange={setRates}
        />
      </Stack>
    </FormDialog>
  );
}
