/**
 * The contacts module's front door (README.md beside this file): the global
 * contact directory and the contacts linked to a project. Other modules
 * import only from here.
 */
export {
  createContact,
  deleteContact,
  getContact,
  linkContact,
  listBillingContacts,
  listContacts,
  listProjectContacts,
  prepareContactsExport,
  unlinkContact,
  updateContact,
} from './contacts.service';
export type { BillingContact } from './contacts.repository';
