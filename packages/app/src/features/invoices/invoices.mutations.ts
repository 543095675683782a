import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoicesEndpoints,
  type Invoice,
  type InvoiceFromMilestonesInput,
  type InvoiceFromTimeInput,
  type InvoiceCreateInput,
  type InvoicePaymentInput,
  type InvoiceUpdateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { announce } from '../../lib/refresh';

/*
 * Invalidation rules: every write announces `invoice changed` with the
 * invoice's project, which refreshes the invoice lists and pages and what
 * invoicing locks or releases elsewhere — the project's milestones and T&M
 * contracts, and the finance figures (app/refresh-map.ts). The project comes
 * from the answer, so a draft made from a contract needs no second lookup.
 *
 * Every write here shows its failure where it was asked for (a dialog or the
 * editor): a 409 names what is missing or who changed the invoice.
 */
const INLINE = { errorPolicy: 'inline' } as const;

function useInvoiceWrite<V>(write: (variables: V) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) =>
      announce(queryClient, { name: 'invoice changed', projectId: saved.project.id }),
    meta: INLINE,
  });
}

/** An empty draft of a project. */
export function useCreateInvoiceMutation() {
  return useInvoiceWrite((body: InvoiceCreateInput) =>
    apiRequest(invoicesEndpoints.create, { body }),
  );
}

/** A draft of the approved billable time not yet invoiced (a T&M contract's or a project's). */
export function useInvoiceFromTimeMutation() {
  return useInvoiceWrite((body: InvoiceFromTimeInput) =>
    apiRequest(invoicesEndpoints.fromTime, { body }),
  );
}

/** A draft of financial milestones, one line each. */
export function useInvoiceFromMilestonesMutation() {
  return useInvoiceWrite((body: InvoiceFromMilestonesInput) =>
    apiRequest(invoicesEndpoints.fromMilestones, { body }),
  );
}

/** The whole draft with the version read (a stale one answers 409). */
export function useSaveInvoiceMutation(invoice: Invoice) {
  return useInvoiceWrite((body: Omit<InvoiceUpdateInput, 'version'>) =>
    apiRequest(invoicesEndpoints.update, {
      params: { invoiceId: invoice.id },
      body: { ...body, version: invoice.version },
    }),
  );
}

/** Issue the draft as read: the next number, its time and milestones locked. */
export function useIssueInvoiceMutation(invoice: Invoice) {
  return useInvoiceWrite((_: object) =>
    apiRequest(invoicesEndpoints.issue, {
      params: { invoiceId: invoice.id },
      body: { version: invoice.version },
    }),
  );
}

export function useRecordPaymentMutation(invoice: Invoice) {
  return useInvoiceWrite((body: InvoicePaymentInput) =>
    apiRequest(invoicesEndpoints.pay, { params: { invoiceId: invoice.id }, body }),
  );
}

/** Void the invoice as read; the answer is the voided invoice, linked to its credit note. */
export function useVoidInvoiceMutation(invoice: Invoice) {
  return useInvoiceWrite((reason: string) =>
    apiRequest(invoicesEndpoints.void, {
      params: { invoiceId: invoice.id },
      body: { version: invoice.version, reason },
    }),
  );
}

/** Delete a draft as read. */
export function useDeleteInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: Invoice) =>
      apiRequest(invoicesEndpoints.remove, {
        params: { invoiceId: invoice.id },
        query: { version: invoice.version },
      }),
    onSuccess: (_, invoice) =>
      announce(queryClient, { name: 'invoice changed', projectId: invoice.project.id }),
  });
}
