import { useState } from 'react';
import { Callout, TextArea, snackbar } from '@keel/ui';
import type { Project, ScopeItem } from '@keel/types';
import { formatHours, formatMoney } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { maxLength } from '../../../lib/management/rules';
import { useDecideScopeItemMutation } from '../scope.mutations';
import { signed } from '../scope-labels';

const FORM_ID = 'scope-decision-form';

/** Approve or reject a proposed change request, with a note; approving says what the budget becomes. */
export function DecisionDialog({
  project,
  item,
  decision,
  onClose,
  onReload,
}: {
  project: Project;
  item: ScopeItem;
  decision: 'approved' | 'rejected';
  onClose: () => void;
  onReload: () => void;
}) {
  const [note, setNote] = useState('');
  const decide = useDecideScopeItemMutation(project.id, item);
  const failure = formFailureOf(decide.error);
  const approving = decision === 'approved';
  const price = item.price?.amount ?? 0;
  const budgetAfter = project.budget
    ? { amount: project.budget.amount + price, currency: project.budget.currency }
    : { amount: price, currency: project.currency };
  const minutesAfter = (project.budgetMinutes ?? 0) + item.effortMinutes;

  return (
    <FormDialog
      formId={FORM_ID}
      title={`${approving ? 'Approve' : 'Reject'} ${item.title}?`}
      submitLabel={approving ? 'Approve' : 'Reject'}
      isPending={decide.isPending}
      failure={failure}
      onClose={onClose}
      onReload={onReload}
      onSubmit={() =>
        decide.mutate(
          { decision, note: note.trim() },
          {
            onSuccess: (saved) => {
              snackbar.success(
                approving
                  ? `${saved.title} approved; the budget was updated`
                  : `${saved.title} rejected`,
              );
              onClose();
            },
          },
        )
      }
    >
      {approving ? (
        <Callout tone="info">
          Adds {signed(item.effortMinutes, formatHours(item.effortMinutes))}
          {item.price ? ` and ${signed(price, formatMoney(item.price))}` : ''} to the budget: it
          becomes {formatHours(minutesAfter)}
          {item.price ? ` and ${formatMoney(budgetAfter)}` : ''}.
        </Callout>
      ) : (
        <Callout tone="neutral">The budget stays as it is.</Callout>
      )}
      <TextArea
        name="note"
        label="Decision note"
        description="Why, and who agreed (for instance a signed change order)."
        value={note}
        onChange={setNote}
        rules={[maxLength(2000)]}
      />
    </FormDialog>
  );
}
