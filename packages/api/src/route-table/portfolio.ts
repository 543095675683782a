import {
  CONTACTS_EXPORT_PATH,
  contactsEndpoints,
  reportsEndpoints,
  FINANCES_FORECAST_EXPORT_PATH,
  FINANCES_HISTORY_EXPORT_PATH,
  financesEndpoints,
  invoicesEndpoints,
  INVOICE_E_INVOICE_PATH,
  INVOICE_PDF_PATH,
} from '@keel/types';
import { publicAccess } from '../lib/permission';
import { rawRoute, route, type RouteDefinition } from '../lib/route';
import * as contacts from '../modules/contacts/contacts.router';
import * as reports from '../modules/reports/reports.router';
import * as finances from '../modules/finances/finances.router';
import * as invoices from '../modules/invoices/invoices.router';
import * as invoiceDocuments from '../modules/invoices/invoice-documents.router';
import {
  READ_PROJECT,
  UPDATE_PROJECT,
  READ_FINANCIALS,
  READ_CONTACTS,
  MANAGE_CONTACTS,
  READ_REPORTS,
  CREATE_REPORTS,
  PORTFOLIO_REPORTS,
  READ_FINANCE_AMOUNTS,
  MANAGE_EXCHANGE_RATES,
  READ_INVOICES,
  MANAGE_INVOICES,
} from '../route-permissions';

/** Routes of the portfolio: status reports, contacts and finances. */
export const portfolioRoutes: readonly RouteDefinition[] = [
  // status reports (issue 15): reads need the project's readReports (stakeholders: published
  // only), writes its createReports; the portfolio either global report flag, scoped in SQL;
  // the public viewer opens by token, without a session
  route(reportsEndpoints.list, READ_REPORTS, reports.list),
  route(reportsEndpoints.create, CREATE_REPORTS, reports.create),
  route(reportsEndpoints.get, READ_REPORTS, reports.get),
  route(reportsEndpoints.update, CREATE_REPORTS, reports.update),
  route(reportsEndpoints.remove, CREATE_REPORTS, reports.remove),
  route(reportsEndpoints.publish, CREATE_REPORTS, reports.publish),
  route(reportsEndpoints.createPublicLink, CREATE_REPORTS, reports.createPublicLink),
  route(reportsEndpoints.revokePublicLink, CREATE_REPORTS, reports.revokePublicLink),
  route(reportsEndpoints.latest, PORTFOLIO_REPORTS, reports.latest),
  route(reportsEndpoints.snapshot, PORTFOLIO_REPORTS, reports.snapshot),
  route(reportsEndpoints.publicView, publicAccess, reports.publicView),
  // contacts: the directory (readGlobalContact / manageGlobalContacts) and a project's links
  // (modules/contacts/README.md); the export before {contactId}
  route(contactsEndpoints.list, READ_CONTACTS, contacts.list),
  route(contactsEndpoints.create, MANAGE_CONTACTS, contacts.create),
  rawRoute(
    CONTACTS_EXPORT_PATH,
    contacts.EXPORT_SUMMARY,
    READ_CONTACTS,
    contacts.exportContacts,
    contacts.EXPORT_DOC,
  ),
  route(contactsEndpoints.update, MANAGE_CONTACTS, contacts.update),
  route(contactsEndpoints.remove, MANAGE_CONTACTS, contacts.remove),
  route(contactsEndpoints.projectList, READ_PROJECT, contacts.projectList),
  // Linking also needs readGlobalContact (checked in the service: the contact comes from the directory).
  route(contactsEndpoints.link, UPDATE_PROJECT, contacts.link),
  route(contactsEndpoints.unlink, UPDATE_PROJECT, contacts.unlink),
  // finances: a project's financials, the portfolio forecast and history (exports first), exchange rates
  route(financesEndpoints.projectFinancials, READ_FINANCIALS, finances.projectFinancials),
  rawRoute(
    FINANCES_FORECAST_EXPORT_PATH,
    finances.FORECAST_EXPORT_SUMMARY,
    READ_FINANCE_AMOUNTS,
    finances.exportForecast,
    finances.EXPORT_DOC,
  ),
  rawRoute(
    FINANCES_HISTORY_EXPORT_PATH,
    finances.HISTORY_EXPORT_SUMMARY,
    READ_FINANCE_AMOUNTS,
    finances.exportHistory,
    finances.EXPORT_DOC,
  ),
  route(financesEndpoints.forecast, READ_FINANCE_AMOUNTS, finances.forecast),
  route(financesEndpoints.history, READ_FINANCE_AMOUNTS, finances.history),
  route(financesEndpoints.exchangeRates, READ_FINANCE_AMOUNTS, finances.exchangeRates),
  route(financesEndpoints.createExchangeRate, MANAGE_EXCHANGE_RATES, finances.createExchangeRate),
  route(financesEndpoints.removeExchangeRate, MANAGE_EXCHANGE_RATES, finances.removeExchangeRate),
  // invoices (issue 32): readInvoices or manageInvoices to read, the invoices scoped in SQL to the
  // projects whose figures the user reads (modules/invoices/README.md); manageInvoices to write;
  // the fixed paths before {invoiceId}
  route(invoicesEndpoints.list, READ_INVOICES, invoices.list),
  route(invoicesEndpoints.clients, READ_INVOICES, invoices.listClients),
  route(invoicesEndpoints.create, MANAGE_INVOICES, invoices.create),
  route(invoicesEndpoints.fromTime, MANAGE_INVOICES, invoices.fromTime),
  route(invoicesEndpoints.fromMilestones, MANAGE_INVOICES, invoices.fromMilestones),
  route(invoicesEndpoints.get, READ_INVOICES, invoices.get),
  // its documents: the same read and scope as the invoice (modules/invoices/invoice-documents.router.ts)
  rawRoute(
    INVOICE_PDF_PATH,
    invoiceDocuments.PDF_SUMMARY,
    READ_INVOICES,
    invoiceDocuments.downloadPdf,
    invoiceDocuments.PDF_DOC,
  ),
  rawRoute(
    INVOICE_E_INVOICE_PATH,
    invoiceDocuments.E_INVOICE_SUMMARY,
    READ_INVOICES,
    invoiceDocuments.downloadEInvoice,
    invoiceDocuments.E_INVOICE_DOC,
  ),
  route(invoicesEndpoints.update, MANAGE_INVOICES, invoices.update),
  route(invoicesEndpoints.remove, MANAGE_INVOICES, invoices.remove),
  route(invoicesEndpoints.issue, MANAGE_INVOICES, invoices.issue),
  route(invoicesEndpoints.pay, MANAGE_INVOICES, invoices.pay),
  route(invoicesEndpoints.void, MANAGE_INVOICES, invoices.voidInvoice),
  // a project's invoicing by month: the same readers and scope as its invoices (404 outside it)
  route(invoicesEndpoints.projectFigures, READ_INVOICES, invoices.projectFigures),
];
