import { useState } from 'react';
import { Callout, TextArea } from '@keel/ui';
import type { Project, ScopeItem } from '@keel/types';
import { formatHours, formatMoney } from '../../../lib/format';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { maxLength } from '../../../lib/management/rules';
import { useDecideScopeItemMutation } from '../scope.mutations';
import { signed } from '../scope-labels';

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
  const approving = decision === 'approved';
  const price = item.price?.amount ?? 0;
  const budgetAfter = project.budget
    ? { amount: project.budget.amount + price, currency: project.budget.currency }
    : { amount: price, currency: project.currency };
  const minutesAfter = (project.budgetMinutes ?? 0) + item.effortMinutes;

  return (
    <SaveDialog
      title={`${approving ? 'Approve' : 'Reject'} ${item.title}?`}
      submitLabel={approving ? 'Approve' : 'Reject'}
      onClose={onClose}
      onReload={onReload}
      save={decide}
      values={() => ({ decision, note: note.trim() })}
      savedMessage={(saved) =>
        approving ? `${saved.title} approved; the budget was updated` : `${saved.title} rejected`
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
    </SaveDialog>
  );
}
