import { useState } from 'react';
import { Checkbox, Columns, DatePicker, NumberField, Select, TextArea } from '@keel/ui';
import { MILESTONE_SET_STATUSES, type Milestone, type MilestoneCreateInput } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { maxLength, requiredValue } from '../../../lib/management/rules';
import { useSaveMilestoneMutation } from '../milestones.mutations';
import { MILESTONE_STATUS_TITLES } from '../milestone-status';
import { toMinorUnits } from '../../../lib/format';

const statusItems = MILESTONE_SET_STATUSES.map((s) => ({
  id: s,
  name: MILESTONE_STATUS_TITLES[s],
}));

interface Draft {
  name: string;
  description: string;
  dueDate: string | null;
  status: 'planned' | 'reached';
  financial: boolean;
  /** Major units in the form; the API takes minor units. */
  amount: number | null;
  forecastDate: string | null;
  invoicedDate: string | null;
  paidDate: string | null;
}

function draftOf(milestone: Milestone | null): Draft {
  return {
    name: milestone?.name ?? '',
    description: milestone?.description ?? '',
    dueDate: milestone?.dueDate ?? null,
    status: milestone?.status === 'reached' ? 'reached' : 'planned',
    financial: milestone?.financial ?? false,
    amount: milestone?.financials ? milestone.financials.amount.amount / 100 : null,
    forecastDate: milestone?.financials?.forecastDate ?? null,
    invoicedDate: milestone?.financials?.invoicedDate ?? null,
    paidDate: milestone?.financials?.paidDate ?? null,
  };
}

/**
 * Create a milestone, or change one (the page offers editing only where the
 * user sees the amount, since a save sends every field). The financial fields appear once the
 * milestone is financial; a milestone that stops being financial sends them
 * empty (the API refuses them on a non-financial milestone).
 */
export function MilestoneDialog({
  projectId,
  currency,
  milestone,
  canSetMoney,
  onClose,
  onReload,
}: {
  projectId: number;
  /** The project's currency: amounts are typed in it. */
  currency: string;
  /** The milestone to edit; null to create one. */
  milestone: Milestone | null;
  /** May set the financial flag and amounts (the project's readFinancials). */
  canSetMoney: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(milestone));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useSaveMilestoneMutation(projectId, milestone);

  const values = (): MilestoneCreateInput => ({
    name: draft.name.trim(),
    description: draft.description,
    dueDate: draft.dueDate ?? '',
    status: draft.status,
    financial: draft.financial,
    amount: draft.financial && draft.amount !== null ? toMinorUnits(draft.amount) : null,
    forecastDate: draft.financial ? draft.forecastDate : null,
    invoicedDate: draft.financial ? draft.invoicedDate : null,
    paidDate: draft.financial ? draft.paidDate : null,
  });

  return (
    <SaveDialog
      title={milestone ? `Edit milestone ${milestone.name}` : 'New milestone'}
      submitLabel={milestone ? 'Save' : 'Create milestone'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={values}
      savedMessage={(saved) => (milestone ? 'Milestone saved' : `Milestone ${saved.name} created`)}
    >
      <NameField value={draft.name} onChange={(name) => set({ name })} max={200} />
      <Columns minColumnWidth={180}>
        <DatePicker
          name="dueDate"
          label="Due date"
          isRequired
          value={draft.dueDate}
          onChange={(dueDate) => set({ dueDate })}
          rules={[requiredValue('Due date')]}
        />
        <Select
          name="status"
          label="Status"
          description="Missed follows from a past due date."
          items={statusItems}
          value={draft.status}
          onChange={(key) => set({ status: key === 'reached' ? 'reached' : 'planned' })}
        />
      </Columns>
      <TextArea
        name="description"
        label="Description"
        rows={3}
        value={draft.description}
        onChange={(description) => set({ description })}
        rules={[maxLength(20_000)]}
      />
      {canSetMoney ? (
        <Checkbox
          name="financial"
          isSelected={draft.financial}
          onChange={(financial) => set({ financial })}
        >
          Financial milestone (carries an amount)
        </Checkbox>
      ) : null}
      {canSetMoney && draft.financial ? (
        <Columns minColumnWidth={180}>
          <NumberField
            name="amount"
            label={`Amount (${currency})`}
            isRequired
            minValue={0}
            formatOptions={{ maximumFractionDigits: 2 }}
            value={draft.amount}
            onChange={(amount) => set({ amount })}
            rules={[requiredValue('Amount')]}
          />
          <DatePicker
            name="forecastDate"
            label="Forecast date"
            value={draft.forecastDate}
            onChange={(forecastDate) => set({ forecastDate })}
          />
          <DatePicker
            name="invoicedDate"
            label="Invoiced date"
            value={draft.invoicedDate}
            onChange={(invoicedDate) => set({ invoicedDate })}
          />
          <DatePicker
            name="paidDate"
            label="Paid date"
            description="After the invoice."
            minValue={draft.invoicedDate ?? undefined}
            value={draft.paidDate}
            onChange={(paidDate) => set({ paidDate })}
          />
        </Columns>
      ) : null}
    </SaveDialog>
  );
}
