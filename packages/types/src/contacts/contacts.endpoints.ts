import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  ContactCreateInputSchema,
  ContactListQuerySchema,
  ContactPageSchema,
  ContactSchema,
  ContactUpdateInputSchema,
  ProjectContactLinkInputSchema,
  ProjectContactListQuerySchema,
  ProjectContactPageSchema,
  ProjectContactSchema,
} from './contacts.schemas';

const PROJECT_CONTACTS = '/api/projects/{projectId}/contacts';

/** The export (`CONTACTS_EXPORT_PATH`) is a download route beside these, not a JSON endpoint. */
export const contactsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/contacts',
    summary: 'The contact directory, searched by name, company or email',
    tag: 'contacts',
    query: ContactListQuerySchema,
    response: ContactPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/contacts',
    summary: 'Add a contact to the directory',
    tag: 'contacts',
    body: ContactCreateInputSchema,
    response: ContactSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/contacts/{contactId}',
    summary: 'Change a contact (409 on a stale version)',
    tag: 'contacts',
    params: idParams('contactId'),
    body: ContactUpdateInputSchema,
    response: ContactSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/contacts/{contactId}',
    summary: 'Delete a contact and its links to projects (409 on a stale version)',
    tag: 'contacts',
    params: idParams('contactId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  projectList: defineEndpoint({
    method: 'GET',
    path: PROJECT_CONTACTS,
    summary:
      "The project's contacts with their role on it (stakeholders: name, company and role only)",
    tag: 'contacts',
    params: idParams('projectId'),
    query: ProjectContactListQuerySchema,
    response: ProjectContactPageSchema,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: PROJECT_CONTACTS,
    summary: 'Link a directory contact to the project with a role (409 when already linked)',
    tag: 'contacts',
    params: idParams('projectId'),
    body: ProjectContactLinkInputSchema,
    response: ProjectContactSchema,
    status: 201,
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: `${PROJECT_CONTACTS}/{contactId}`,
    summary: 'Unlink a contact from the project (the contact stays in the directory)',
    tag: 'contacts',
    params: idParams('projectId', 'contactId'),
    response: OkSchema,
  }),
} as const;
