import { useState } from 'react';
import { Badge, ConfirmDialog, FigureTable, IconButton, VisuallyHidden } from '@keel/ui';
import type { RateEntry } from '@keel/types';
import { formatDate, formatMoney } from '../../../lib/format';
import { rateOn } from '../rates';

/** A rate history, newest first, marking the rate in force today. */
export function RateHistory({
  rates,
  label,
  today,
  onRemove,
  emptyText = 'No rates yet.',
}: {
  rates: readonly RateEntry[];
  /** Accessible name of the table, e.g. `Rate history`. */
  label: string;
  /** `YYYY-MM-DD`, to mark the rate in force. */
  today: string;
  /** Given to those who may change the history. */
  onRemove?: (rate: RateEntry) => void;
  emptyText?: string;
}) {
  const [removing, setRemoving] = useState<RateEntry | null>(null);
  if (rates.length === 0) return <p>{emptyText}</p>;
  const current = rateOn(rates, today);
  const newestFirst = [...rates].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return (
    <>
      <FigureTable aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Effective from</th>
            <th scope="col">Hourly rate</th>
            <th scope="col">
              <VisuallyHidden>State</VisuallyHidden>
            </th>
            {onRemove ? (
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((rate) => (
            <tr key={rate.effectiveFrom}>
              <td>{formatDate(rate.effectiveFrom)}</td>
              <td>{formatMoney(rate.hourlyRate)}</td>
              <td>
                {rate === current ? (
                  <Badge tone="positive">Current</Badge>
                ) : rate.effectiveFrom > today ? (
                  <Badge tone="info">Upcoming</Badge>
                ) : null}
              </td>
              {onRemove ? (
                <td>
                  <IconButton
                    icon="trash"
                    size="small"
                    variant="ghost"
                    aria-label={`Remove the rate from ${formatDate(rate.effectiveFrom)}`}
                    onPress={() => setRemoving(rate)}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </FigureTable>
      {onRemove ? (
        <ConfirmDialog
          title="Remove this rate?"
          confirmLabel="Remove rate"
          isOpen={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          onConfirm={() => {
            if (removing) onRemove(removing);
            setRemoving(null);
          }}
        >
          {removing
            ? `The rate of ${formatMoney(removing.hourlyRate)} from ${formatDate(removing.effectiveFrom)} is removed from the history; costs on those dates use the previous rate.`
            : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
