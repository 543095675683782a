/** The billing module's front door: the workspace's billing settings, for the invoices to read. */
export { findDraftDefaults, getBillingSettings, updateBillingSettings } from './billing.service';
