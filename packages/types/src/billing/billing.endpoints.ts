import { defineEndpoint } from '../endpoint';
import { BillingSettingsSchema, BillingSettingsUpdateInputSchema } from './billing.schemas';

export const billingEndpoints = {
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings/billing',
    summary: "The workspace's billing settings: legal name, address, tax id, bank, defaults",
    tag: 'billing',
    response: BillingSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/settings/billing',
    summary: "Change the workspace's billing settings (409 on a stale version)",
    tag: 'billing',
    body: BillingSettingsUpdateInputSchema,
    response: BillingSettingsSchema,
  }),
} as const;
