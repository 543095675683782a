/** The billing module's front door: the workspace's billing settings, for the invoices to read. */
export { getBillingSettings, updateBillingSettings } from './billing.service';
