import {
  mondayOf,
  type Invoice,
  type InvoiceFromMilestonesInputSchema,
  type InvoiceFromTimeInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { AppError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import * as sources from './invoice-sources.repository';
import {
  assertContact,
  draftDefaults,
  insertDraft,
  loadInvoice,
  projectForInvoice,
  type DraftLine,
} from './invoices.service';

/**
 * Drafts made from what is billed (README.md § Drafts from time and
 * milestones): the approved billable time of a contract or a project, or
 * financial milestones. The draft links each line to what it bills; issuing
 * it marks those, so the same time or milestone is never billed twice.
 */

type FromTimeInput = z.output<typeof InvoiceFromTimeInputSchema>;
type FromMilestonesInput = z.output<typeof InvoiceFromMilestonesInputSchema>;

/** A line per person and rate: its entries, minutes and hourly price. */
interface TimeGroup {
  userId: number;
  userName: string;
  rate: number;
  minutes: number;
  entryIds: number[];
}

/**
 * The contract whose rate bills an entry: the contract itself (from a
 * contract) or, for a project, the project's first contract (by period start,
 * then id) whose period holds the day and that has the entry's user as a
 * resource — the finance figures' `bill(u, d)` (modules/finances/README.md).
 * Null: no rate; the time is billed at 0 on a line of its own, for finance
 * to price.
 */
function pricingContract(
  contracts: readonly sources.ContractRates[],
  entry: sources.BillableEntry,
): sources.ContractRates | null {
  for (const contract of contracts)
    if (
      contract.periodStart <= entry.date &&
      entry.date <= contract.periodEnd &&
      contract.rates.has(entry.userId)
    )
      return contract;
  return null;
}

function rateOf(contracts: readonly sources.ContractRates[], entry: sources.BillableEntry): number {
  return pricingContract(contracts, entry)?.rates.get(entry.userId) ?? 0;
}

/**
 * An invoice is in its project's currency and nothing is converted: time
 * priced by a contract in another currency is refused (409 naming `field`
 * and the contracts), rather than billed at a rate in the wrong currency.
 */
function assertOneCurrency(
  pricing: Iterable<sources.ContractRates | null>,
  currency: string,
  field: 'contractId' | 'projectId',
): void {
  const foreign = new Map<number, sources.ContractRates>();
  for (const contract of pricing)
    if (contract && contract.currency !== currency) foreign.set(contract.id, contract);
  if (foreign.size === 0) return;
  const named = [...foreign.values()].map((c) => `${c.name} (${c.currency})`).join(', ');
  const reason =
    `The rates of ${named} are not in the project's currency ${currency}, ` +
    'and an invoice converts nothing: invoice this time in its own currency or change the rates';
  throw new AppError(409, reason, { [field]: [reason] });
}

function groupTime(
  entries: readonly sources.BillableEntry[],
  contracts: readonly sources.ContractRates[],
): TimeGroup[] {
  const groups = new Map<string, TimeGroup>();
  for (const entry of entries) {
    const rate = rateOf(contracts, entry);
    const key = `${entry.userId} ${rate}`;
    const group = groups.get(key) ?? {
      userId: entry.userId,
      userName: entry.userName,
      rate,
      minutes: 0,
      entryIds: [],
    };
    group.minutes += entry.minutes;
    group.entryIds.push(entry.id);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.userName.localeCompare(b.userName) || a.userId - b.userId || a.rate - b.rate,
  );
}

/**
 * `POST /api/invoices/from-time`: a draft of the approved billable time from
 * `from` to `to` not yet on an invoice, of a contract (its resources' time on
 * its project within its period, at their rates) or of a project (everyone's
 * time, at the contracts' rates); one line per person and rate.
 */
export async function draftFromTime(
  deps: AppDeps,
  user: AuthUser,
  input: FromTimeInput,
): Promise<Invoice> {
  const db = deps.knex;
  let projectId: number;
  let contracts: sources.ContractRates[];
  let range = { from: input.from, to: input.to };
  let userIds: number[] | undefined;
  if (input.contractId !== undefined) {
    const contract = await sources.contractRates(db, input.contractId);
    if (!contract) throw ValidationError.field('contractId', 'Unknown contract');
    projectId = contract.projectId;
    contracts = [contract];
    range = {
      from: input.from > contract.periodStart ? input.from : contract.periodStart,
      to: input.to < contract.periodEnd ? input.to : contract.periodEnd,
    };
    userIds = [...contract.rates.keys()];
  } else {
    projectId = input.projectId as number;
    contracts = [];
  }
  const field = input.contractId !== undefined ? 'contractId' : 'projectId';
  const project = await projectForInvoice(deps, user, projectId, field);
  await assertContact(db, input.clientContactId);
  // From a contract, its currency is checked before any time is read.
  if (input.contractId !== undefined) assertOneCurrency(contracts, project.currency, field);
  else contracts = await sources.projectContractRates(db, projectId);
  const entries =
    range.from > range.to || userIds?.length === 0
      ? []
      : await sources.billableEntries(db, { projectId, ...range, userIds });
  const approved = await sources.approvedWeeks(
    db,
    [...new Set(entries.map((e) => e.userId))],
    mondayOf(range.from),
    range.to,
  );
  // A month has some 30 days and a draft up to tens of thousands of entries: each day's Monday once.
  const mondays = new Map<string, string>();
  const weekOf = (date: string) => {
    let monday = mondays.get(date);
    if (monday === undefined) mondays.set(date, (monday = mondayOf(date)));
    return monday;
  };
  const billable = entries.filter((e) => approved.has(`${e.userId} ${weekOf(e.date)}`));
  assertOneCurrency(
    billable.map((entry) => pricingContract(contracts, entry)),
    project.currency,
    field,
  );
  if (billable.length === 0)
    throw new AppError(
      409,
      `No approved billable time from ${input.from} to ${input.to} is left to invoice`,
      { from: ['No approved billable time in this range is left to invoice'] },
    );
  const defaults = await draftDefaults(deps, input);
  const lines: DraftLine[] = groupTime(billable, contracts).map((group) => ({
    description: `${group.userName}: time from ${range.from} to ${range.to}`,
    unitKind: 'minutes',
    quantity: group.minutes,
    unitPrice: group.rate,
    taxRate: defaults.taxRate,
    timeEntryIds: group.entryIds,
  }));
  return saveGeneratedDraft(
    deps,
    user,
    { projectId, currency: project.currency },
    { ...input, ...defaults },
    lines,
  );
}

/**
 * `POST /api/invoices/from-milestones`: one line per milestone for its
 * amount. The milestones are financial ones of one project, each on no
 * invoice yet (issued or draft: 409 naming `milestoneIds`).
 */
export async function draftFromMilestones(
  deps: AppDeps,
  user: AuthUser,
  input: FromMilestonesInput,
): Promise<Invoice> {
  const db = deps.knex;
  const found = await sources.milestonesForInvoice(db, input.milestoneIds);
  const byId = new Map(found.map((m) => [m.id, m]));
  const projectIds = new Set(found.map((m) => m.projectId));
  if (found.length !== input.milestoneIds.length || projectIds.size !== 1)
    throw ValidationError.field(
      'milestoneIds',
      found.length !== input.milestoneIds.length
        ? 'Unknown milestone'
        : 'The milestones must be of one project',
    );
  const projectId = found[0]?.projectId as number;
  const project = await projectForInvoice(deps, user, projectId, 'milestoneIds');
  await assertContact(db, input.clientContactId);
  const defaults = await draftDefaults(deps, input);
  const lines: DraftLine[] = input.milestoneIds.map((id) => {
    const milestone = byId.get(id) as sources.MilestoneSource;
    if (!milestone.financial || milestone.amount === null)
      throw ValidationError.field('milestoneIds', `${milestone.name} has no amount to invoice`);
    if (milestone.invoiceId !== null || milestone.onDraft)
      throw new AppError(409, `${milestone.name} is already on an invoice`, {
        milestoneIds: [`${milestone.name} is already on an invoice`],
      });
    return {
      description: milestone.name,
      unitKind: 'units',
      quantity: 1,
      unitPrice: milestone.amount,
      taxRate: defaults.taxRate,
      milestoneId: milestone.id,
    };
  });
  return saveGeneratedDraft(
    deps,
    user,
    { projectId, currency: project.currency },
    { ...input, ...defaults },
    lines,
  );
}

/** Writes a generated draft (from time or milestones) with the request's client, terms and notes; answers it. */
async function saveGeneratedDraft(
  deps: AppDeps,
  user: AuthUser,
  project: { projectId: number; currency: string },
  input: Pick<FromMilestonesInput, 'clientContactId' | 'notes'> & { paymentTermsDays: number },
  lines: DraftLine[],
): Promise<Invoice> {
  const now = deps.clock();
  const id = await deps.knex.transaction((trx) =>
    insertDraft(
      trx,
      user,
      {
        ...project,
        clientContactId: input.clientContactId,
        paymentTermsDays: input.paymentTermsDays,
        notes: input.notes,
      },
      lines,
      now,
    ),
  );
  return loadInvoice(deps.knex, id, user);
}
