import type { Subscriptions } from '../../lib/changes';
import { ConflictError } from '../../lib/errors';
import { invoicesNamingContact } from './invoices.service';

/**
 * What the invoices module follows (README.md § Rules): an invoice keeps its
 * client, so deleting a contact an invoice names is refused, 409 naming the
 * invoices (issued ones by number, drafts as `draft #id`).
 */
export const invoiceSubscriptions: Subscriptions = {
  'contact.deleted': async (trx, { contactId }) => {
    const invoices = await invoicesNamingContact(trx, contactId);
    if (invoices.length > 0)
      throw new ConflictError(
        `This contact is the client of invoice ${invoices.join(', ')}: an invoice keeps its client, so the contact cannot be deleted`,
        undefined,
        { invoice: invoices },
      );
  },
};
