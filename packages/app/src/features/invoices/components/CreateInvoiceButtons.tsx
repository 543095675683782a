import { useState } from 'react';
import { Button } from '@keel/ui';
import type { Milestone } from '@keel/types';
import { todayUtc } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { CreateFromMilestonesDialog, CreateFromTimeDialog } from './CreateInvoiceDialogs';

/*
 * The "Create invoice" entry points other features place (a T&M contract, a
 * project's financials, its milestones): nothing without manageInvoices.
 */

/** A draft of a T&M contract's or a project's approved billable time in a period. */
export function CreateInvoiceFromTimeButton({
  source,
}: {
  source: { contractId: number; name: string } | { projectId: number; name: string };
}) {
  const { may } = useSession();
  const [open, setOpen] = useState(false);
  if (!may('manageInvoices')) return null;
  return (
    <>
      <Button icon="fileText" onPress={() => setOpen(true)}>
        Create invoice
      </Button>
      {open ? (
        <CreateFromTimeDialog source={source} today={todayUtc()} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * A draft of financial milestones: offered while one with an amount has no
 * invoiced date yet (the milestone does not say which invoice bills it).
 */
export function CreateInvoiceFromMilestonesButton({
  milestones,
}: {
  milestones: readonly Milestone[];
}) {
  const { may } = useSession();
  const [open, setOpen] = useState(false);
  const candidates = milestones.flatMap((m) =>
    m.financial && m.financials && m.financials.invoicedDate === null
      ? [{ id: m.id, name: m.name, amount: m.financials.amount }]
      : [],
  );
  if (!may('manageInvoices') || candidates.length === 0) return null;
  return (
    <>
      <Button icon="fileText" onPress={() => setOpen(true)}>
        Create invoice
      </Button>
      {open ? (
        <CreateFromMilestonesDialog milestones={candidates} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
