import type { InvoiceClientListQuerySchema, InvoiceClientPage } from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import { listBillingContacts } from '../contacts';
import { missingBuyerDetails } from './documents';
import { buyerOf } from './invoice-document.service';

type ClientQuery = z.output<typeof InvoiceClientListQuerySchema>;

/**
 * `GET /api/invoices/clients`: the client contacts an invoice may name, for
 * the invoice pages' picker. Finance holds the invoice flags but not the
 * directory's (`readGlobalContact`), so the picker cannot read
 * `/api/contacts`; this answers the little a picker shows — id, name,
 * company and whether the billing details an issue needs are there (the
 * same rule as issue's 409: `missingBuyerDetails`) — and never the notes or
 * the other contact fields. Which contacts: every one of the directory, as
 * a draft may name any contact (`assertContact`); an external user, who holds
 * no invoice flag anyway, none.
 */
export async function listInvoiceClients(
  deps: AppDeps,
  user: AuthUser,
  query: ClientQuery,
): Promise<InvoiceClientPage> {
  if (user.external) return pageOf({ items: [], total: 0 }, query);
  const page = await listBillingContacts(deps, query);
  return pageOf(
    {
      items: page.items.map((contact) => ({
        id: contact.id,
        name: contact.name,
        company: contact.company,
        billingComplete: missingBuyerDetails(buyerOf(contact)).length === 0,
      })),
      total: page.total,
    },
    query,
  );
}
