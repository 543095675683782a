import { useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Columns,
  Inline,
  NumberField,
  Stack,
  TextArea,
  snackbar,
} from '@keel/ui';
import { MAX_PAYMENT_TERMS_DAYS, type Invoice } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import {
  draftLinesOf,
  lineInputsOf,
  linesChanged,
  liveTotals,
  missingDescription,
  type DraftLine,
} from '../invoice-draft';
import { useSaveInvoiceMutation } from '../invoices.mutations';
import { ClientPicker, type InvoiceClientChoice } from './ClientPicker';
import { InvoiceLinesGrid } from './InvoiceLinesGrid';
import { InvoiceTotals } from './InvoiceTotals';

/**
 * A draft's lines in the keyboard grid with live totals, its client, payment terms and
 * notes, saved whole with the version read: a stale version says so and offers
 * a reload; another 409 (the draft was issued meanwhile) shows its message.
 */
export function InvoiceEditor({ invoice, onReload }: { invoice: Invoice; onReload: () => void }) {
  const [lines, setLines] = useState<DraftLine[]>(() => draftLinesOf(invoice));
  const [client, setClient] = useState<InvoiceClientChoice | null>(invoice.client);
  const [terms, setTerms] = useState(invoice.paymentTermsDays);
  const [notes, setNotes] = useState(invoice.notes);
  const [missing, setMissing] = useState<string | null>(null);
  const [discards, setDiscards] = useState(0);
  // After a save or a reload (a new version) the draft restarts from the stored invoice.
  // Reset while rendering rather than by remounting, which would drop the save's snackbar.
  const [syncedVersion, setSyncedVersion] = useState(invoice.version);
  if (syncedVersion !== invoice.version) {
    setSyncedVersion(invoice.version);
    setLines(draftLinesOf(invoice));
    setClient(invoice.client);
    setTerms(invoice.paymentTermsDays);
    setNotes(invoice.notes);
  }
  const save = useSaveInvoiceMutation(invoice);
  const priced = liveTotals(lines);
  const dirty =
    linesChanged(lines, invoice) ||
    (client?.id ?? null) !== (invoice.client?.id ?? null) ||
    terms !== invoice.paymentTermsDays ||
    notes !== invoice.notes;

  function submit() {
    const empty = missingDescription(lines);
    if (empty !== null) {
      setMissing(`Line ${empty + 1} needs a description.`);
      return;
    }
    setMissing(null);
    save.mutate(
      {
        clientContactId: client?.id ?? null,
        paymentTermsDays: terms,
        notes,
        lines: lineInputsOf(lines),
      },
      { onSuccess: () => snackbar.success('Draft saved') },
    );
  }

  const reload = () => {
    save.reset();
    onReload();
  };

  return (
    <Stack gap="large">
      <Card title="Lines">
        <Stack gap="medium">
          <InvoiceLinesGrid
            lines={lines}
            onChange={setLines}
            currency={invoice.currency}
            amounts={priced?.lines ?? []}
          />
          {priced ? (
            <InvoiceTotals
              lines={priced.lines}
              totals={priced.totals}
              currency={invoice.currency}
            />
          ) : null}
        </Stack>
      </Card>
      <Card title="Client, terms and notes">
        <Columns minColumnWidth={220}>
          <ClientPicker
            // A reload or a discard starts the picker's text over from the stored client.
            key={`${invoice.version}-${discards}`}
            value={client}
            onChange={setClient}
          />
          <NumberField
            name="paymentTermsDays"
            label="Payment terms (days)"
            description="The due date is the issue date plus these days."
            minValue={0}
            maxValue={MAX_PAYMENT_TERMS_DAYS}
            step={1}
            value={terms}
            onChange={(value) => setTerms(value ?? 0)}
          />
          <TextArea name="notes" label="Notes" rows={3} value={notes} onChange={setNotes} />
        </Columns>
      </Card>
      {missing ? <Callout tone="critical">{missing}</Callout> : null}
      <FormFeedback failure={formFailureOf(save.error)} onReload={reload} />
      <Inline gap="small">
        <Button variant="primary" isDisabled={!dirty} isLoading={save.isPending} onPress={submit}>
          Save draft
        </Button>
        <Button
          isDisabled={!dirty || save.isPending}
          onPress={() => {
            setLines(draftLinesOf(invoice));
            setClient(invoice.client);
            setDiscards((n) => n + 1);
            setTerms(invoice.paymentTermsDays);
            setNotes(invoice.notes);
            setMissing(null);
            save.reset();
          }}
        >
          Discard changes
        </Button>
      </Inline>
    </Stack>
  );
}
