import type { Contact } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import { buildSearchText, escapeLike, normalizeSearchText } from '../../lib/search-text';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

export const CONTACT_NOT_FOUND = 'Contact not found';
/** The directory's rows, as a version-checked save claims them. */
export const CONTACT_ROWS: VersionedTable = { table: 'contacts', notFound: CONTACT_NOT_FOUND };

/** The directory's columns a form writes; the billing details are optional (empty when absent). */
export type ContactValues = Pick<
  Contact,
  'name' | 'company' | 'jobTitle' | 'email' | 'phone' | 'notes'
> &
  Partial<
    Pick<Contact, 'billingStreet' | 'billingPostcode' | 'billingCity' | 'billingCountry' | 'taxId'>
  >;

export type ContactSort = 'name' | 'company' | 'updatedAt';

interface ContactRow {
  id: number;
  name: string;
  company: string;
  job_title: string;
  email: string;
  phone: string;
  notes: string;
  billing_street: string;
  billing_postcode: string;
  billing_city: string;
  billing_country: string;
  tax_id: string;
  version: number;
  created_at: number | string;
  updated_at: number | string;
  linked_projects: number | string | null;
}

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    billingStreet: row.billing_street,
    billingPostcode: row.billing_postcode,
    billingCity: row.billing_city,
    billingCountry: row.billing_country,
    taxId: row.tax_id,
    linkedProjects: Number(row.linked_projects ?? 0),
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function rowValues(values: ContactValues) {
  return {
    name: values.name,
    company: values.company,
    job_title: values.jobTitle,
    email: values.email,
    phone: values.phone,
    notes: values.notes,
    search_text: buildSearchText([values.name, values.company, values.email]),
    // Billing details left out keep what is stored (a new row takes the columns' empty default).
    ...definedOnly({
      billing_street: values.billingStreet,
      billing_postcode: values.billingPostcode,
      billing_city: values.billingCity,
      billing_country: values.billingCountry,
      tax_id: values.taxId,
    }),
  };
}

/** `contacts` (aliased `c`) narrowed to the search: infix on the normalised name, company and email. */
function whereSearch(query: Knex.QueryBuilder, search: string | undefined): Knex.QueryBuilder {
  const term = normalizeSearchText(search ?? '');
  if (term) query.whereRaw(`c.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(term)}%`]);
  return query;
}

function selectContacts(knex: Knex): Knex.QueryBuilder {
  const linked = knex('project_contacts as pc')
    .join('projects as p', 'p.id', 'pc.project_id')
    .whereRaw('pc.contact_id = c.id')
    .whereNull('p.deleted_at')
    .count('*')
    .as('linked_projects');
  return knex('contacts as c').select(
    'c.id',
    'c.name',
    'c.company',
    'c.job_title',
    'c.email',
    'c.phone',
    'c.notes',
    'c.billing_street',
    'c.billing_postcode',
    'c.billing_city',
    'c.billing_country',
    'c.tax_id',
    'c.version',
    'c.created_at',
    'c.updated_at',
    linked,
  );
}

function orderContacts(query: Knex.QueryBuilder, sort: ContactSort, direction: 'asc' | 'desc') {
  const column = { name: 'c.name', company: 'c.company', updatedAt: 'c.updated_at' }[sort];
  return query.orderBy([
    { column, order: direction },
    { column: 'c.name', order: direction },
    { column: 'c.id', order: direction },
  ]);
}

export async function listContacts(
  knex: Knex,
  query: {
    search?: string;
    sort: ContactSort;
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<{ items: Contact[]; total: number }> {
  const filtered = whereSearch(knex('contacts as c'), query.search);
  const ordered = orderContacts(
    whereSearch(selectContacts(knex), query.search),
    query.sort,
    query.direction,
  );
  return pageOfItems(knex, filtered, ordered, query, (rows: ContactRow[]) => rows.map(toContact));
}

/** A contact as a billing picker reads it: who it is and its billing details, never its notes. */
export type BillingContact = Pick<
  Contact,
  | 'id'
  | 'name'
  | 'company'
  | 'email'
  | 'billingStreet'
  | 'billingPostcode'
  | 'billingCity'
  | 'billingCountry'
  | 'taxId'
>;

/** A page of the directory for a billing picker, by name (the `(name, id)` index), searched like the list. */
export async function listBillingContacts(
  knex: Knex,
  query: { search?: string; page: number; pageSize: number },
): Promise<{ items: BillingContact[]; total: number }> {
  const filtered = whereSearch(knex('contacts as c'), query.search);
  const ordered = whereSearch(knex('contacts as c'), query.search)
    .select(
      'c.id',
      'c.name',
      'c.company',
      'c.email',
      'c.billing_street',
      'c.billing_postcode',
      'c.billing_city',
      'c.billing_country',
      'c.tax_id',
    )
    .orderBy([
      { column: 'c.name', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  type Row = Pick<
    ContactRow,
    | 'id'
    | 'name'
    | 'company'
    | 'email'
    | 'billing_street'
    | 'billing_postcode'
    | 'billing_city'
    | 'billing_country'
    | 'tax_id'
  >;
  return pageOfItems(knex, filtered, ordered, query, (rows: Row[]) =>
    rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      company: row.company,
      email: row.email,
      billingStreet: row.billing_street,
      billingPostcode: row.billing_postcode,
      billingCity: row.billing_city,
      billingCountry: row.billing_country,
      taxId: row.tax_id,
    })),
  );
}

/** Every contact matching the search, a batch at a time (the export), in the list's order. */
export async function* contactBatches(
  knex: Knex,
  query: { search?: string; sort: ContactSort; direction: 'asc' | 'desc' },
  batchSize = 500,
): AsyncGenerator<Contact[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = (await orderContacts(
      whereSearch(selectContacts(knex), query.search),
      query.sort,
      query.direction,
    )
      .offset(offset)
      .limit(batchSize)) as ContactRow[];
    if (rows.length > 0) yield rows.map(toContact);
    if (rows.length < batchSize) return;
  }
}

export async function findContact(knex: Knex, id: number): Promise<Contact | null> {
  const row = (await selectContacts(knex).where('c.id', id).first()) as ContactRow | undefined;
  return row ? toContact(row) : null;
}

export async function insertContact(
  knex: Knex,
  values: ContactValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'contacts', {
    ...rowValues(values),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateContactRow(
  knex: Knex,
  id: number,
  values: ContactValues,
  now: number,
): Promise<void> {
  await knex('contacts')
    .where({ id })
    .update({ ...rowValues(values), updated_at: now });
}

/** A delete refused by a foreign key: a row of another table (an invoice) still names the contact. */
export function isStillReferenced(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Deletes the contact and its project links (the foreign key cascades too; SQLite may not enforce it). */
export async function deleteContactRow(knex: Knex, id: number): Promise<void> {
  await knex('project_contacts').where({ contact_id: id }).delete();
  await knex('contacts').where({ id }).delete();
}

export interface ProjectContactRecord {
  projectId: number;
  contactId: number;
  name: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  role: string;
  createdAt: string;
}

interface ProjectContactRow {
  project_id: number;
  contact_id: number;
  name: string;
  company: string;
  job_title: string;
  email: string;
  phone: string;
  role: string;
  created_at: number | string;
}

function toProjectContact(row: ProjectContactRow): ProjectContactRecord {
  return {
    projectId: row.project_id,
    contactId: row.contact_id,
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: iso(row.created_at),
  };
}

function selectProjectContacts(knex: Knex, projectId: number): Knex.QueryBuilder {
  // Never the notes: they stay in the directory.
  return knex('project_contacts as pc')
    .join('contacts as c', 'c.id', 'pc.contact_id')
    .where('pc.project_id', projectId)
    .select(
      'pc.project_id',
      'pc.contact_id',
      'c.name',
      'c.company',
      'c.job_title',
      'c.email',
      'c.phone',
      'pc.role',
      'pc.created_at',
    );
}

/** A project's contacts, by name. */
export async function listProjectContacts(
  knex: Knex,
  projectId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: ProjectContactRecord[]; total: number }> {
  const filtered = knex('project_contacts as pc').where('pc.project_id', projectId);
  const ordered = selectProjectContacts(knex, projectId).orderBy([
    { column: 'c.name', order: 'asc' },
    { column: 'pc.contact_id', order: 'asc' },
  ]);
  return pageOfItems(knex, filtered, ordered, page, (rows: ProjectContactRow[]) =>
    rows.map(toProjectContact),
  );
}

export async function findProjectContact(
  knex: Knex,
  projectId: number,
  contactId: number,
): Promise<ProjectContactRecord | null> {
  const row = (await selectProjectContacts(knex, projectId)
    .where('pc.contact_id', contactId)
    .first()) as ProjectContactRow | undefined;
  return row ? toProjectContact(row) : null;
}

/**
 * Links a contact to a project; false when it is linked already (the unique
 * index decides, so two concurrent links of one contact make one row).
 */
export async function insertProjectContact(
  knex: Knex,
  values: { projectId: number; contactId: number; role: string; createdBy: number | null },
  now: number,
): Promise<boolean> {
  const rows = await knex('project_contacts')
    .insert({
      project_id: values.projectId,
      contact_id: values.contactId,
      role: values.role,
      created_by: values.createdBy,
      created_at: now,
    })
    .onConflict(['project_id', 'contact_id'])
    .ignore()
    .returning<{ id: number }[]>('id');
  return rows.length === 1;
}

/** Removes a link; false when there was none. */
export async function deleteProjectContact(
  knex: Knex,
  projectId: number,
  contactId: number,
): Promise<boolean> {
  return (
    (await knex('project_contacts')
      .where({ project_id: projectId, contact_id: contactId })
      .delete()) > 0
  );
}

/** Is the project live (not deleted)? */
export async function projectIsLive(knex: Knex, projectId: number): Promise<boolean> {
  return (
    (await knex('projects').where({ id: projectId }).whereNull('deleted_at').first('id')) !==
    undefined
  );
}

/** How many contacts the directory holds (the demo seeding asks). */
export async function countContacts(knex: Knex): Promise<number> {
  return countRows(knex, knex('contacts'));
}
