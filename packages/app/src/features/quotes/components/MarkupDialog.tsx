import {
  MARKUP_APPLIES_TO,
  MARKUP_APPLIES_TO_TITLES,
  MARKUP_BOUNDS,
  MARKUP_KIND_TITLES,
  MARKUP_KINDS,
  type MarkupAppliesTo,
  type MarkupEntryView,
  type MarkupKind,
  type PricingConfig,
} from '@keel/types';
import { NumberField, Select } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { useSaveMarkupMutation } from '../pricing-configs.mutations';
import { toMinorUnits } from '../../../lib/format';

const kindItems = MARKUP_KINDS.map((k) => ({ id: k, name: MARKUP_KIND_TITLES[k] }));
const appliesToItems = MARKUP_APPLIES_TO.map((a) => ({ id: a, name: MARKUP_APPLIES_TO_TITLES[a] }));

/**
 * Add a markup entry at the end of a config or edit the one at its index.
 * A percentage is typed as such (12.5); a fixed amount in major units
 * (150.00) and sent in minor units, in the currency of the quote using it.
 */
export function MarkupDialog({
  config,
  entry,
  onClose,
  onReload,
}: {
  config: PricingConfig;
  /** Null to add one. */
  entry: MarkupEntryView | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const { values, set, field } = useFields({
    label: entry?.label ?? '',
    kind: entry?.kind ?? ('percent' as MarkupKind),
    value: entry ? (entry.kind === 'percent' ? entry.value : entry.value / 100) : null,
    appliesTo: entry?.appliesTo ?? ('subtotal' as MarkupAppliesTo),
  });
  const { label, kind, value, appliesTo } = values;
  const save = useSaveMarkupMutation(config, entry?.index ?? null);
  const percent = kind === 'percent';

  return (
    <SaveDialog
      title={entry ? `Edit markup ${entry.label}` : `Add a markup to ${config.name}`}
      submitLabel={entry ? 'Save markup' : 'Add markup'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() =>
        value === null
          ? null
          : { label: label.trim(), kind, value: percent ? value : toMinorUnits(value), appliesTo }
      }
      savedMessage={() => (entry ? `Markup ${label.trim()} saved` : `Markup ${label.trim()} added`)}
    >
      <NameField {...field('label')} label="Label" max={80} />
      <Select
        name="kind"
        label="Kind"
        isRequired
        items={kindItems}
        value={kind}
        onChange={(key) => key !== null && set({ kind: key as MarkupKind })}
      />
      <NumberField
        {...field('value')}
        label={percent ? 'Percentage (%)' : 'Amount (in the quote’s currency)'}
        description={
          percent
            ? `From ${MARKUP_BOUNDS.percent.min} to ${MARKUP_BOUNDS.percent.max}, at most ${MARKUP_BOUNDS.percent.decimals} decimals; negative for a discount.`
            : 'Negative for a discount.'
        }
        isRequired
        minValue={percent ? MARKUP_BOUNDS.percent.min : -MARKUP_BOUNDS.fixedMax / 100}
        maxValue={percent ? MARKUP_BOUNDS.percent.max : MARKUP_BOUNDS.fixedMax / 100}
        step={percent ? 0.0001 : 0.01}
        formatOptions={{
          minimumFractionDigits: 0,
          maximumFractionDigits: percent ? MARKUP_BOUNDS.percent.decimals : 2,
        }}
        rules={[requiredValue(percent ? 'Percentage' : 'Amount')]}
      />
      <Select
        name="appliesTo"
        label="Applies to"
        description="Subtotal so far: labour, expenses and every markup above this one."
        isRequired
        items={appliesToItems}
        value={appliesTo}
        onChange={(key) => key !== null && set({ appliesTo: key as MarkupAppliesTo })}
      />
    </SaveDialog>
  );
}
