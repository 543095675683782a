import type {
  Contact,
  ContactCreateInputSchema,
  ContactExportQuery,
  ContactListQuerySchema,
  ContactPage,
  ContactUpdateInputSchema,
  ProjectContact,
  ProjectContactLinkInputSchema,
  ProjectContactListQuerySchema,
  ProjectContactPage,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  throwIfAny,
  orNotFound,
} from '../../lib/errors';
import { recordChange } from '../../lib/changes';
import { versionedDelete, versionedSave } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { hasFlag, projectRoleOf, type AuthUser } from '../auth';
import { contactCsvHeader, contactCsvLine, contactVcard } from './contacts.export';
import * as repo from './contacts.repository';

/**
 * Contacts (README.md beside this file): the global directory (route flags
 * `readGlobalContact` / `manageGlobalContacts`) and a project's links, read
 * by every reader of the project - stakeholders without the job title, email
 * and phone - and changed by those who may update the project.
 */

type CreateInput = z.output<typeof ContactCreateInputSchema>;
type UpdateInput = z.output<typeof ContactUpdateInputSchema>;

export async function getContact(deps: AppDeps, id: number, db: Db = deps.knex): Promise<Contact> {
  return orNotFound(await repo.findContact(db, id), repo.CONTACT_NOT_FOUND);
}

export async function listContacts(
  deps: AppDeps,
  query: z.output<typeof ContactListQuerySchema>,
): Promise<ContactPage> {
  return pageOf(await repo.listContacts(deps.knex, query), query);
}

/**
 * A page of the directory for a billing picker (the invoices module's client
 * picker): the contacts with their billing details, never their notes. The
 * caller checks who may ask.
 */
export function listBillingContacts(
  deps: AppDeps,
  query: { search?: string; page: number; pageSize: number },
): Promise<{ items: repo.BillingContact[]; total: number }> {
  return repo.listBillingContacts(deps.knex, query);
}

export async function createContact(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<Contact> {
  const id = await repo.insertContact(deps.knex, input, user.id, deps.clock());
  return getContact(deps, id);
}

export async function updateContact(
  deps: AppDeps,
  id: number,
  input: UpdateInput,
): Promise<Contact> {
  await versionedSave(
    deps.knex,
    repo.CONTACT_ROWS,
    { id, version: input.version },
    (trx, now) => repo.updateContactRow(trx, id, input, now),
    { now: deps.clock(), current: (trx, contactId) => getContact(deps, contactId, trx) },
  );
  return getContact(deps, id);
}

/**
 * Deletes the contact, version-checked; its links to projects go with it
 * (README.md § Rules). The delete records `contact.deleted` in its
 * transaction: the invoices module refuses it (409 naming the invoices) for
 * a contact an invoice names. An invoice naming it that commits meanwhile
 * makes the delete fail on the foreign key, answered with a 409 too.
 */
export async function deleteContact(
  deps: AppDeps,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  return versionedDelete(
    deps.knex,
    repo.CONTACT_ROWS,
    { id, version },
    async (trx) => {
      await recordChange(trx, { kind: 'contact.deleted', at: now, contactId: id });
      await repo.deleteContactRow(trx, id);
    },
    { now, current: (trx, contactId) => getContact(deps, contactId, trx) },
  ).catch((error: unknown) => {
    if (repo.isStillReferenced(error))
      throw new ConflictError(
        'An invoice names this contact as its client: an invoice keeps its client, so the contact cannot be deleted',
        undefined,
        { invoice: ['an invoice issued or drafted meanwhile'] },
      );
    throw error;
  });
}

/** The export's file name, content type and its text a batch at a time. */
export function prepareContactsExport(
  deps: AppDeps,
  query: ContactExportQuery,
): { fileName: string; contentType: string; chunks: AsyncGenerator<string> } {
  const csv = query.format === 'csv';
  async function* chunks(): AsyncGenerator<string> {
    if (csv) yield contactCsvHeader();
    for await (const batch of repo.contactBatches(deps.knex, query))
      yield batch.map(csv ? contactCsvLine : contactVcard).join('');
  }
  return {
    fileName: `keel-contacts.${query.format}`,
    contentType: csv ? 'text/csv; charset=utf-8' : 'text/vcard; charset=utf-8',
    chunks: chunks(),
  };
}

/** Whether the reader sees a project contact's job title, email and phone: not a stakeholder. */
async function detailsVisible(db: Db, user: AuthUser, projectId: number): Promise<boolean> {
  if (user.external) return false;
  return (await projectRoleOf(db, user.id, projectId)) !== 'stakeholder';
}

function toProjectContact(record: repo.ProjectContactRecord, details: boolean): ProjectContact {
  return {
    projectId: record.projectId,
    contactId: record.contactId,
    name: record.name,
    company: record.company,
    jobTitle: details ? record.jobTitle : null,
    email: details ? record.email : null,
    phone: details ? record.phone : null,
    role: record.role,
    createdAt: record.createdAt,
  };
}

export async function listProjectContacts(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: z.output<typeof ProjectContactListQuerySchema>,
): Promise<ProjectContactPage> {
  const [details, { items, total }] = await Promise.all([
    detailsVisible(deps.knex, user, projectId),
    repo.listProjectContacts(deps.knex, projectId, query),
  ]);
  const contacts = items.map((record) => toProjectContact(record, details));
  return { ...pageOf({ items: contacts, total }, query), detailsVisible: details };
}

/**
 * Links a directory contact to the project. The linker picks from the
 * directory, so they need `readGlobalContact` besides the route's
 * `updateProject`; an unknown contact is a 400 naming `contactId`, a second
 * link of the same contact a 409 (change a role by unlinking and linking).
 */
export async function linkContact(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: z.output<typeof ProjectContactLinkInputSchema>,
): Promise<ProjectContact> {
  if (!hasFlag(user, 'readGlobalContact'))
    throw new ForbiddenError('Linking a contact needs readGlobalContact (the directory)');
  if (!(await repo.projectIsLive(deps.knex, projectId))) throw new ForbiddenError();
  if (!(await repo.findContact(deps.knex, input.contactId)))
    throwIfAny({ contactId: ['No such contact in the directory'] });
  const linked = await repo.insertProjectContact(
    deps.knex,
    { projectId, contactId: input.contactId, role: input.role, createdBy: user.id },
    deps.clock(),
  );
  if (!linked) throw new ConflictError('This contact is already linked to the project');
  const record = await repo.findProjectContact(deps.knex, projectId, input.contactId);
  // The contact was deleted between the insert and this read (the link went with it).
  if (!record) throwIfAny({ contactId: ['No such contact in the directory'] });
  return toProjectContact(
    record as repo.ProjectContactRecord,
    await detailsVisible(deps.knex, user, projectId),
  );
}

export async function unlinkContact(
  deps: AppDeps,
  projectId: number,
  contactId: number,
): Promise<{ ok: true }> {
  if (!(await repo.deleteProjectContact(deps.knex, projectId, contactId)))
    throw new NotFoundError('This contact is not linked to the project');
  return { ok: true };
}
