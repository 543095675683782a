import { Checkbox, Columns, DatePicker, NumberField, Select, TextArea } from '@keel/ui';
import { MILESTONE_SET_STATUSES, type Milestone, type MilestoneCreateInput } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { maxLength, requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
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
  const { values: draft, set, field } = useFields(draftOf(milestone));
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
      <NameField {...field('name')} max={200} />
      <Columns minColumnWidth={180}>
        <DatePicker
          {...field('dueDate')}
          label="Due date"
          isRequired
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
        {...field('description')}
        label="Description"
        rows={3}
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
            {...field('amount')}
            label={`Amount (${currency})`}
            isRequired
            minValue={0}
            formatOptions={{ maximumFractionDigits: 2 }}
            rules={[requiredValue('Amount')]}
          />
          <DatePicker {...field('forecastDate')} label="Forecast date" />
          <DatePicker {...field('invoicedDate')} label="Invoiced date" />
          <DatePicker
            {...field('paidDate')}
            label="Paid date"
            description="After the invoice."
            minValue={draft.invoicedDate ?? undefined}
          />
        </Columns>
      ) : null}
    </SaveDialog>
  );
}
