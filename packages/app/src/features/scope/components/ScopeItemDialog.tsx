import { NumberField, Select, TextArea, TextField } from '@keel/ui';
import type { ScopeItem, ScopeItemStatus, ScopeItemType } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { maxLength } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { useSaveScopeItemMutation } from '../scope.mutations';
import { SCOPE_STATUS_LABELS, SCOPE_TYPE_LABELS } from '../scope-labels';

const TYPE_ITEMS = (['baseline', 'change'] as const).map((id) => ({
  id,
  name: SCOPE_TYPE_LABELS[id],
}));
const BASELINE_STATUS_ITEMS = (['proposed', 'approved', 'delivered'] as const).map((id) => ({
  id,
  name: SCOPE_STATUS_LABELS[id],
}));

/**
 * Create a baseline item or a change request, or edit one. A decided change
 * request keeps its type, effort and price (the budget took them); its status
 * moves through the row's actions (Approve, Reject, Mark delivered).
 */
export function ScopeItemDialog({
  projectId,
  currency,
  item,
  initialType,
  showsPrice,
  onClose,
  onReload,
}: {
  projectId: number;
  currency: string;
  /** The item to edit; null to create one. */
  item: ScopeItem | null;
  initialType: ScopeItemType;
  /** The editor reads the project's financials (else the price is left as it is). */
  showsPrice: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const { values, set, field } = useFields({
    title: item?.title ?? '',
    description: item?.description ?? '',
    type: item?.type ?? initialType,
    status:
      item?.status ?? ((initialType === 'baseline' ? 'approved' : 'proposed') as ScopeItemStatus),
    hours: item ? item.effortMinutes / 60 : (null as number | null),
    price: item?.price ? item.price.amount / 100 : (null as number | null),
    requestedBy: item?.requestedBy ?? '',
  });
  const { type, status, hours, price } = values;
  const save = useSaveScopeItemMutation(projectId, item);
  const decided = item !== null && item.type === 'change' && item.status !== 'proposed';
  const noun = type === 'baseline' ? 'baseline item' : 'change request';

  return (
    <SaveDialog
      title={item ? `Edit ${item.title}` : `New ${noun}`}
      submitLabel={item ? 'Save' : `Add ${noun}`}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({
        title: values.title.trim(),
        description: values.description,
        type,
        // A change request's status moves through its decision; an edit keeps it.
        status: type === 'baseline' ? status : decided ? (item?.status ?? 'proposed') : 'proposed',
        effortMinutes: Math.round((hours ?? 0) * 60),
        priceAmount: showsPrice ? Math.round((price ?? 0) * 100) : (item?.price?.amount ?? 0),
        requestedBy: values.requestedBy.trim(),
      })}
      savedMessage={(saved) => (item ? `${saved.title} saved` : `${saved.title} added`)}
    >
      <NameField {...field('title')} label="Title" max={200} />
      <TextArea {...field('description')} label="Description" />
      <Select
        name="type"
        label="Type"
        items={TYPE_ITEMS}
        value={type}
        isDisabled={decided}
        description={
          decided
            ? 'Fixed once the change request is decided.'
            : 'Only change requests move the budget.'
        }
        onChange={(key) => {
          if (key === null) return;
          set(
            key === 'change' ? { type: key, status: 'proposed' } : { type: key as ScopeItemType },
          );
        }}
      />
      {type === 'baseline' ? (
        <Select
          name="status"
          label="Status"
          items={BASELINE_STATUS_ITEMS}
          value={status}
          onChange={(key) => key !== null && set({ status: key as ScopeItemStatus })}
        />
      ) : null}
      <NumberField
        name="effortMinutes"
        label="Effort (hours)"
        description={
          type === 'change' && !decided ? 'Negative when the change takes scope out.' : undefined
        }
        minValue={type === 'baseline' ? 0 : undefined}
        step={0.25}
        formatOptions={{ maximumFractionDigits: 2 }}
        isDisabled={decided}
        value={hours}
        onChange={(next) => set({ hours: next })}
      />
      {showsPrice ? (
        <NumberField
          name="priceAmount"
          label={`Price impact (${currency})`}
          minValue={type === 'baseline' ? 0 : undefined}
          formatOptions={{ maximumFractionDigits: 2 }}
          isDisabled={decided}
          value={price}
          onChange={(next) => set({ price: next })}
        />
      ) : null}
      <TextField
        {...field('requestedBy')}
        label="Requested by"
        description="Left empty: you."
        rules={[maxLength(200)]}
      />
    </SaveDialog>
  );
}
