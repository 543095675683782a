import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboBox } from '@keel/ui';
import type { InvoiceSummary } from '@keel/types';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { invoiceClientsQueryOptions } from '../invoices.queries';

export type InvoiceClientChoice = NonNullable<InvoiceSummary['client']>;

/** How a client reads in the picker and on the invoice: the person, then the company. */
export const clientLabel = (client: InvoiceClientChoice): string =>
  [client.name, client.company].filter(Boolean).join(', ');

/**
 * The invoice's client contact: a search of the contacts an invoice may name
 * (`GET /api/invoices/clients`, readable with the invoice flags — Finance does
 * not read the directory). A contact without complete billing details says
 * so, since issuing needs them; emptying the text leaves the draft without a
 * client.
 */
export function ClientPicker({
  value,
  onChange,
  description = 'Search the contacts by name, company or email.',
}: {
  value: InvoiceClientChoice | null;
  onChange: (client: InvoiceClientChoice | null) => void;
  description?: string;
}) {
  const [text, setText] = useState(value ? clientLabel(value) : '');
  const [typing, setTyping] = useState(false);
  // Once a client is chosen its label is the text; search only what the user types.
  const search = useDebouncedValue(typing ? text.trim() : '', 250);
  const found = useQuery(invoiceClientsQueryOptions({ page: 1, pageSize: 20, search }));
  const items = (found.data?.items ?? []).map((c) => ({
    id: c.id,
    name: clientLabel(c),
    description: c.billingComplete ? undefined : 'Billing details incomplete: cannot be issued yet',
    client: { id: c.id, name: c.name, company: c.company },
  }));
  // The chosen client stays an option when the search does not find it.
  if (value && !items.some((item) => item.id === value.id))
    items.unshift({
      id: value.id,
      name: clientLabel(value),
      description: undefined,
      client: value,
    });

  return (
    <ComboBox
      name="clientContactId"
      label="Client"
      description={description}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setTyping(true);
        if (next.trim() === '') onChange(null);
      }}
      isLoading={found.isPending}
      placeholder="Type a name"
      value={value?.id ?? null}
      onChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (!chosen) return;
        onChange(chosen.client);
        setText(chosen.name);
        setTyping(false);
      }}
    />
  );
}
