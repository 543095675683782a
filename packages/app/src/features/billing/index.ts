/*
 * The front door of the billing feature: what other features may use. Another
 * feature imports only '../billing' / '../../billing'; app/ loads its page.
 */

// The invoices will read the settings' defaults (terms, tax rate) through this query.
export { billingSettingsQueryOptions } from './billing.queries';
