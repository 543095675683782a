/*
 * The front door of the invoices feature: what other features may use (the
 * "Create invoice" entry points of a T&M contract, a project's financials and
 * its milestones, and the financials' "Invoicing" by month). Another feature
 * imports only '../invoices' / '../../invoices'; app/ (routes, shell, the
 * refresh map) may still load its pages and keys directly.
 */
export {
  CreateInvoiceFromMilestonesButton,
  CreateInvoiceFromTimeButton,
} from './components/CreateInvoiceButtons';
export { ProjectInvoicing } from './components/ProjectInvoicing';
