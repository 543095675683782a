import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Checkbox, Select, Stack, Text } from '@keel/ui';
import type { Invoice, Money } from '@keel/types';
import { formatMoney } from '../../../lib/format';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { DateRangeFields } from '../../../lib/management/components/DateRangeFields';
import { projectItems } from '../../../lib/management/choices';
import { requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { projectChoicesQueryOptions } from '../../../lib/pickers';
import {
  useCreateInvoiceMutation,
  useInvoiceFromMilestonesMutation,
  useInvoiceFromTimeMutation,
} from '../invoices.mutations';
import { invoicePath } from '../invoice-status';
import * as styles from '../invoices.css';
import { ClientPicker, type InvoiceClientChoice } from './ClientPicker';

/** The client chosen in a create dialog, as the draft's body takes it (left out when none). */
function clientOf(client: InvoiceClientChoice | null): { clientContactId?: number } {
  return client ? { clientContactId: client.id } : {};
}

const CLIENT_HINT = 'Optional: it can be chosen on the draft too.';

/** Once a draft exists, its page is where it is written. */
function useOpenDraft() {
  const navigate = useNavigate();
  return (saved: Invoice) => void navigate(invoicePath(saved.id));
}

/** An empty draft of a chosen project (`/invoices`' "New invoice"). */
export function NewInvoiceDialog({ onClose }: { onClose: () => void }) {
  const projects = useQuery(projectChoicesQueryOptions());
  const { values, set } = useFields<{ projectId: number | null }>({ projectId: null });
  const [client, setClient] = useState<InvoiceClientChoice | null>(null);
  const create = useCreateInvoiceMutation();
  const open = useOpenDraft();
  return (
    <SaveDialog
      title="New invoice"
      submitLabel="Create draft"
      save={create}
      values={() =>
        values.projectId === null ? null : { projectId: values.projectId, ...clientOf(client) }
      }
      savedMessage={() => 'Draft invoice created'}
      onSaved={open}
      onClose={onClose}
    >
      <Select
        name="projectId"
        label="Project"
        description="The invoice is in the project's currency."
        isRequired
        items={projectItems(projects.data)}
        isLoading={projects.isPending}
        value={values.projectId}
        onChange={(key) => set({ projectId: key === null ? null : Number(key) })}
        rules={[requiredValue('Project')]}
      />
      <ClientPicker value={client} onChange={setClient} description={CLIENT_HINT} />
    </SaveDialog>
  );
}

/** The first and last day of last month, the period most invoices of time cover. */
export function lastMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * A draft of the approved billable time not yet invoiced in a period: a T&M
 * contract's (its rates) or a whole project's (its billing rates).
 */
export function CreateFromTimeDialog({
  source,
  today,
  onClose,
}: {
  source: { contractId: number; name: string } | { projectId: number; name: string };
  /** The workspace's today (`YYYY-MM-DD`): the period defaults to the month before it. */
  today: string;
  onClose: () => void;
}) {
  const { values, field } = useFields<{ from: string | null; to: string | null }>(lastMonth(today));
  const [client, setClient] = useState<InvoiceClientChoice | null>(null);
  const fromTime = useInvoiceFromTimeMutation();
  const open = useOpenDraft();
  const key =
    'contractId' in source ? { contractId: source.contractId } : { projectId: source.projectId };
  return (
    <SaveDialog
      title={`Create invoice from ${source.name}`}
      submitLabel="Create draft"
      save={fromTime}
      values={() =>
        values.from && values.to
          ? { ...key, from: values.from, to: values.to, ...clientOf(client) }
          : null
      }
      savedMessage={(saved) =>
        `Draft invoice created with ${saved.lines.length} ${saved.lines.length === 1 ? 'line' : 'lines'}`
      }
      onSaved={open}
      onClose={onClose}
    >
      <Text as="p">
        One line per person and rate of the approved billable time in the period that no invoice
        bills yet.
      </Text>
      <DateRangeFields
        minColumnWidth={180}
        start={{ ...field('from'), label: 'From', isRequired: true }}
        end={{ ...field('to'), label: 'To', isRequired: true }}
        endBeforeStart="To cannot be before From"
      />
      <ClientPicker value={client} onChange={setClient} description={CLIENT_HINT} />
    </SaveDialog>
  );
}

/**
 * A draft of financial milestones, one line each at its amount: the dialog lists the
 * project's financial milestones not invoiced yet, and the user ticks those to bill.
 */
export function CreateFromMilestonesDialog({
  milestones,
  onClose,
}: {
  milestones: ReadonlyArray<{ id: number; name: string; amount: Money }>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [unchosen, setUnchosen] = useState(false);
  const [client, setClient] = useState<InvoiceClientChoice | null>(null);
  const errorId = useId();
  const fromMilestones = useInvoiceFromMilestonesMutation();
  const open = useOpenDraft();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setUnchosen(false);
  };
  return (
    <SaveDialog
      title="Create invoice from milestones"
      submitLabel="Create draft"
      save={fromMilestones}
      values={() => {
        const milestoneIds = milestones.filter((m) => chosen.has(m.id)).map((m) => m.id);
        setUnchosen(milestoneIds.length === 0);
        return milestoneIds.length === 0 ? null : { milestoneIds, ...clientOf(client) };
      }}
      savedMessage={() => 'Draft invoice created'}
      onSaved={open}
      onClose={onClose}
    >
      <fieldset className={styles.fieldset} aria-describedby={unchosen ? errorId : undefined}>
        <legend>Milestones to invoice (one line each, at its amount)</legend>
        <Stack gap="small">
          {milestones.map((m) => (
            <Checkbox
              key={m.id}
              name="milestoneIds"
              isSelected={chosen.has(m.id)}
              onChange={(on) => toggle(m.id, on)}
            >
              {m.name} — {formatMoney(m.amount)}
            </Checkbox>
          ))}
        </Stack>
      </fieldset>
      {unchosen ? (
        <Text id={errorId} tone="critical">
          Choose at least one milestone.
        </Text>
      ) : null}
      <ClientPicker value={client} onChange={setClient} description={CLIENT_HINT} />
    </SaveDialog>
  );
}
