import { useMemo } from 'react';
import type { Quote } from '@keel/types';
import { Callout, Card, Stack, Text } from '@keel/ui';
import { liveTotals, type DraftLine } from '../line-draft';
import { LineItemsGrid, type RoleOption } from './LineItemsGrid';
import { QuoteTotals } from './QuoteTotals';
import * as styles from '../quote.css';

/** The line-items grid with the refused lines' errors and the live totals. */
export function QuoteLinesCard({
  quote,
  lines,
  onChange,
  canEdit,
  canSeeCost,
  roles,
  rateProfileId,
  pricingConfigId,
  fieldErrors,
}: {
  quote: Quote;
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  canEdit: boolean;
  canSeeCost: boolean;
  /** The picked rate profile's roles (empty: rates are typed). */
  roles: RoleOption[];
  rateProfileId: number | null;
  pricingConfigId: number | null;
  /** The last refused save's field errors; the `lineItems.*` ones show here. */
  fieldErrors: Record<string, string>;
}) {
  // Live totals: the engine over the draft; the markups are the stored config's until saved.
  const totals = useMemo(
    () => liveTotals(lines, quote.markups, quote.costRates),
    [lines, quote.markups, quote.costRates],
  );
  const lineErrors = Object.entries(fieldErrors).filter(([field]) => field.startsWith('lineItems'));
  return (
    <Card title="Line items" headingLevel={2}>
      <Stack gap="medium">
        {lineErrors.length > 0 ? (
          <Callout tone="critical">
            <ul>
              {lineErrors.map(([field, message]) => (
                <li key={field}>
                  Line {Number(field.split('.')[1] ?? 0) + 1}: {message}
                </li>
              ))}
            </ul>
          </Callout>
        ) : null}
        {canEdit && roles.length === 0 ? (
          <div className={styles.screenOnly}>
            <Text as="p" tone="muted" size="small">
              {rateProfileId === null
                ? 'Pick a rate profile to choose roles with their rates; rates can also be typed.'
                : 'The rate profile’s roles could not be listed; type the role’s rate.'}
            </Text>
          </div>
        ) : null}
        <LineItemsGrid
          lines={lines}
          onChange={onChange}
          canEdit={canEdit}
          currency={quote.currency}
          roles={roles}
          lineLabour={totals.lines.map((l) => l.labour)}
        />
        <QuoteTotals
          totals={totals}
          markups={quote.markups}
          currency={quote.currency}
          canSeeCost={canSeeCost}
        />
        {pricingConfigId !== (quote.pricingConfig?.id ?? null) ? (
          <Text as="p" tone="muted" size="small">
            The new pricing config’s markups apply once saved.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
