import type { invoicesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as clients from './invoice-clients.service';
import * as drafts from './invoice-drafts.service';
import * as figures from './invoice-figures.service';
import * as lifecycle from './invoice-issue.service';
import * as invoices from './invoices.service';

/** Thin handlers of the invoice routes: input was validated by the registrar. */
type T = typeof invoicesEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, query }) => invoices.listInvoices(deps, user, query);
export const listClients: H<'clients'> = ({ deps, user, query }) =>
  clients.listInvoiceClients(deps, user, query);
export const create: H<'create'> = ({ deps, user, body }) =>
  invoices.createInvoice(deps, user, body);
export const fromTime: H<'fromTime'> = ({ deps, user, body }) =>
  drafts.draftFromTime(deps, user, body);
export const fromMilestones: H<'fromMilestones'> = ({ deps, user, body }) =>
  drafts.draftFromMilestones(deps, user, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  invoices.getInvoice(deps, user, params.invoiceId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  invoices.updateInvoice(deps, user, params.invoiceId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  invoices.deleteInvoice(deps, user, params.invoiceId, query.version);
export const issue: H<'issue'> = ({ deps, user, params, body }) =>
  lifecycle.issueInvoice(deps, user, params.invoiceId, body.version);
export const pay: H<'pay'> = ({ deps, user, params, body }) =>
  lifecycle.recordPayment(deps, user, params.invoiceId, body);
export const voidInvoice: H<'void'> = ({ deps, user, params, body }) =>
  lifecycle.voidInvoice(deps, user, params.invoiceId, body);
export const projectFigures: H<'projectFigures'> = ({ deps, user, params }) =>
  figures.projectInvoiceFigures(deps, user, params.projectId);
