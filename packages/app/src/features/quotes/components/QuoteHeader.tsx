import type { Quote, QuoteQueryOptions } from '@keel/types';
import { Columns, DatePicker, FactList, Select, TextArea, TextField } from '@keel/ui';
import { formatDate } from '../../../lib/format';
import type { HeaderDraft } from '../quote-header';
import * as styles from '../quote.css';

/**
 * The quote's header fields. Managers edit them in place (saved with the
 * lines by the page's one Save); everyone else reads them as facts.
 */
export function QuoteHeader({
  quote,
  draft,
  onChange,
  options,
  canEdit,
  errors,
}: {
  quote: Quote;
  draft: HeaderDraft;
  onChange: (draft: HeaderDraft) => void;
  options: QuoteQueryOptions;
  canEdit: boolean;
  /** The server's 400 field errors of the last save. */
  errors: Record<string, string>;
}) {
  const metaType = options.metaTypes.find((t) => t.id === quote.metaTypeId);
  if (!canEdit)
    return (
      <FactList
        layout="inline"
        facts={[
          ['Client', quote.client ?? '—'],
          ['Type', metaType?.pageTitle ?? '—'],
          ['Owner', quote.owner?.name ?? '—'],
          ['Currency', quote.currency],
          ...(quote.isTemplate
            ? []
            : [
                ['Quote date', formatDate(quote.quoteDate)],
                ['Valid until', formatDate(quote.validUntil)],
              ]),
          ['Rate profile', quote.rateProfile?.name ?? '—'],
          ['Pricing', quote.pricingConfig?.name ?? '—'],
          ...(quote.notes ? [['Notes', quote.notes]] : []),
        ].map(([term, value]) => ({ term, value }))}
      />
    );

  const set = <K extends keyof HeaderDraft>(key: K, value: HeaderDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const idOf = (key: unknown) => (key === null || key === undefined ? null : Number(key));
  // A stored value the pickers no longer offer (e.g. a deleted profile) still shows.
  const withCurrent = <T extends { id: number; name: string }>(
    items: T[],
    current: { id: number; name: string } | null,
  ) => (current && !items.some((i) => i.id === current.id) ? [...items, current] : items);

  return (
    <Columns minColumnWidth={220}>
      <TextField
        label="Name"
        isRequired
        value={draft.name}
        onChange={(v) => set('name', v)}
        errorMessage={
          errors.name ?? (draft.name.trim() === '' ? 'A quote needs a name' : undefined)
        }
      />
      <TextField
        label="Client"
        value={draft.client}
        onChange={(v) => set('client', v)}
        errorMessage={errors.client}
      />
      <Select
        label="Type"
        items={options.metaTypes.map((t) => ({ id: t.id, name: t.pageTitle }))}
        value={draft.metaTypeId}
        onChange={(key) => key !== null && set('metaTypeId', Number(key))}
        errorMessage={errors.metaTypeId}
      />
      <Select
        label="Owner"
        isClearable
        items={withCurrent(options.owners, quote.owner)}
        value={draft.ownerId}
        onChange={(key) => set('ownerId', idOf(key))}
        errorMessage={errors.ownerId}
      />
      <Select
        label="Currency"
        items={[...new Set([...options.currencies, quote.currency])].map((c) => ({
          id: c,
          name: c,
        }))}
        value={draft.currency}
        onChange={(key) => key !== null && set('currency', String(key))}
        errorMessage={errors.currency}
      />
      {quote.isTemplate ? null : (
        <>
          <DatePicker
            label="Quote date"
            description="Cost rates are the salary groups' on this day"
            value={draft.quoteDate}
            onChange={(v) => v && set('quoteDate', v)}
            errorMessage={errors.quoteDate}
          />
          <DatePicker
            label="Valid until"
            value={draft.validUntil}
            onChange={(v) => set('validUntil', v)}
            errorMessage={errors.validUntil}
          />
        </>
      )}
      <Select
        label="Rate profile"
        description="Its roles and hourly rates fill the lines"
        isClearable
        items={withCurrent(
          options.rateProfiles.map((p) => ({ id: p.id, name: `${p.name} (${p.currency})` })),
          quote.rateProfile,
        )}
        value={draft.rateProfileId}
        onChange={(key) => set('rateProfileId', idOf(key))}
        errorMessage={errors.rateProfileId}
      />
      <Select
        label="Pricing config"
        description="Its markups apply to the total"
        isClearable
        items={withCurrent(options.pricingConfigs, quote.pricingConfig)}
        value={draft.pricingConfigId}
        onChange={(key) => set('pricingConfigId', idOf(key))}
        errorMessage={errors.pricingConfigId}
      />
      <div className={styles.wide}>
        <TextArea
          label="Notes"
          value={draft.notes}
          onChange={(v) => set('notes', v)}
          errorMessage={errors.notes}
        />
      </div>
    </Columns>
  );
}
