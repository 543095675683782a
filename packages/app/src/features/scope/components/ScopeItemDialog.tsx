import { useState } from 'react';
import { NumberField, Select, TextArea, TextField } from '@keel/ui';
import type { ScopeItem, ScopeItemStatus, ScopeItemType } from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { maxLength, required } from '../../../lib/management/rules';
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
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [type, setType] = useState<ScopeItemType>(item?.type ?? initialType);
  const [status, setStatus] = useState<ScopeItemStatus>(
    item?.status ?? (initialType === 'baseline' ? 'approved' : 'proposed'),
  );
  const [hours, setHours] = useState<number | null>(item ? item.effortMinutes / 60 : null);
  const [price, setPrice] = useState<number | null>(item?.price ? item.price.amount / 100 : null);
  const [requestedBy, setRequestedBy] = useState(item?.requestedBy ?? '');
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
        title: title.trim(),
        description,
        type,
        // A change request's status moves through its decision; an edit keeps it.
        status: type === 'baseline' ? status : decided ? (item?.status ?? 'proposed') : 'proposed',
        effortMinutes: Math.round((hours ?? 0) * 60),
        priceAmount: showsPrice ? Math.round((price ?? 0) * 100) : (item?.price?.amount ?? 0),
        requestedBy: requestedBy.trim(),
      })}
      savedMessage={(saved) => (item ? `${saved.title} saved` : `${saved.title} added`)}
    >
      <TextField
        name="title"
        label="Title"
        isRequired
        autoFocus
        value={title}
        onChange={setTitle}
        rules={[required('Title'), maxLength(200)]}
      />
      <TextArea
        name="description"
        label="Description"
        value={description}
        onChange={setDescription}
      />
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
          setType(key as ScopeItemType);
          if (key === 'change') setStatus('proposed');
        }}
      />
      {type === 'baseline' ? (
        <Select
          name="status"
          label="Status"
          items={BASELINE_STATUS_ITEMS}
          value={status}
          onChange={(key) => key !== null && setStatus(key as ScopeItemStatus)}
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
        onChange={setHours}
      />
      {showsPrice ? (
        <NumberField
          name="priceAmount"
          label={`Price impact (${currency})`}
          minValue={type === 'baseline' ? 0 : undefined}
          formatOptions={{ maximumFractionDigits: 2 }}
          isDisabled={decided}
          value={price}
          onChange={setPrice}
        />
      ) : null}
      <TextField
        name="requestedBy"
        label="Requested by"
        description="Left empty: you."
        value={requestedBy}
        onChange={setRequestedBy}
        rules={[maxLength(200)]}
      />
    </SaveDialog>
  );
}
