import { CURRENCIES, type Quote, type QuoteUpdateInput } from '@keel/types';

type Currency = (typeof CURRENCIES)[number];
const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** The header fields as the page edits them (ids for the pickers). */
export interface HeaderDraft {
  name: string;
  client: string;
  metaTypeId: number;
  ownerId: number | null;
  currency: string;
  quoteDate: string;
  validUntil: string | null;
  rateProfileId: number | null;
  pricingConfigId: number | null;
  notes: string;
}

export function headerDraftOf(quote: Quote): HeaderDraft {
  return {
    name: quote.name,
    client: quote.client ?? '',
    metaTypeId: quote.metaTypeId,
    ownerId: quote.owner?.id ?? null,
    currency: quote.currency,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    rateProfileId: quote.rateProfile?.id ?? null,
    pricingConfigId: quote.pricingConfig?.id ?? null,
    notes: quote.notes,
  };
}

/**
 * Only the fields that differ from the stored quote, so a save never writes
 * back a value someone else may have changed meanwhile without need (the
 * version check refuses a stale save anyway). A blank client is null.
 * Templates have no quote date or validity.
 */
export function headerChanges(
  draft: HeaderDraft,
  quote: Quote,
): Omit<QuoteUpdateInput, 'version' | 'lineItems'> {
  const stored = headerDraftOf(quote);
  const changes: Omit<QuoteUpdateInput, 'version' | 'lineItems'> = {};
  if (draft.name !== stored.name) changes.name = draft.name;
  if (draft.client.trim() !== stored.client) changes.client = draft.client.trim() || null;
  if (draft.metaTypeId !== stored.metaTypeId) changes.metaTypeId = draft.metaTypeId;
  if (draft.ownerId !== stored.ownerId) changes.ownerId = draft.ownerId;
  if (draft.currency !== stored.currency && isCurrency(draft.currency))
    changes.currency = draft.currency;
  if (!quote.isTemplate && draft.quoteDate !== stored.quoteDate)
    changes.quoteDate = draft.quoteDate;
  if (!quote.isTemplate && draft.validUntil !== stored.validUntil)
    changes.validUntil = draft.validUntil;
  if (draft.rateProfileId !== stored.rateProfileId) changes.rateProfileId = draft.rateProfileId;
  if (draft.pricingConfigId !== stored.pricingConfigId)
    changes.pricingConfigId = draft.pricingConfigId;
  if (draft.notes !== stored.notes) changes.notes = draft.notes;
  return changes;
}
