import type {
  Contact,
  ContactCreateInput,
  ContactPage,
  ErrorBody,
  ProjectContact,
  ProjectContactPage,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { createProject, postCreated } from '../projects/projects.test-fixtures';

let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

serverForFile((started) => (server = started));

const create = (body: ContactCreateInput, as: DemoAccountKey = 'pm') =>
  postCreated<Contact>(server, as, '/api/contacts', body);

async function list(query: string, as: DemoAccountKey = 'pm') {
  const response = await server.call<ContactPage>(as, 'GET', `/api/contacts?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const projectContacts = (projectId: number) => `/api/projects/${projectId}/contacts`;

async function keel001() {
  return server.idOf('projects', { code: 'KEEL-001' });
}

const newProject = () =>
  createProject(server, { name: unique('Contacts project'), currency: 'EUR' });

describe('the contact directory', () => {
  it('creates, lists, searches (accents and case aside), updates and deletes a contact', async () => {
    const marker = unique('Zoë');
    const contact = await create({
      name: `${marker} Kowalski`,
      company: 'Fjord Analytics',
      jobTitle: 'CTO',
      email: '  Zoe.K@Fjord.Example ',
      phone: '+47 22 00 00 00',
      notes: 'Met at the partner day.',
    });
    expect(contact).toMatchObject({
      name: `${marker} Kowalski`,
      company: 'Fjord Analytics',
      jobTitle: 'CTO',
      email: 'zoe.k@fjord.example',
      phone: '+47 22 00 00 00',
      notes: 'Met at the partner day.',
      linkedProjects: 0,
      version: 1,
    });
    expect(Date.parse(contact.createdAt)).not.toBeNaN();

    // Search matches the name without its accent, the company and the email.
    const byName = await list(`search=${encodeURIComponent(marker.replace('ë', 'E'))}`);
    expect(byName.items.map((c) => c.id)).toEqual([contact.id]);
    expect((await list('search=fjord%20analytics')).items.map((c) => c.id)).toContain(contact.id);
    expect((await list('search=zoe.k%40fjord')).items.map((c) => c.id)).toEqual([contact.id]);
    // The job title and notes are not searched.
    expect((await list('search=partner%20day')).items).toEqual([]);

    const updated = await server.call<Contact>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: `${marker} Kowalska`,
      company: 'Fjord Analytics AS',
      jobTitle: 'Chief Technology Officer',
      email: '',
      phone: '',
      notes: '',
      version: 1,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ email: '', phone: '', version: 2 });
    expect((await list('search=zoe.k%40fjord')).items).toEqual([]);

    const stale = await server.call<ErrorBody>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: 'Stale',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: contact.id, version: 2 });

    const staleDelete = await server.call('pm', 'DELETE', `/api/contacts/${contact.id}?version=1`);
    expect(staleDelete.status).toBe(409);
    const removed = await server.call('pm', 'DELETE', `/api/contacts/${contact.id}?version=2`);
    expect(removed.status, removed.text).toBe(200);
    const again = await server.call('pm', 'DELETE', `/api/contacts/${contact.id}?version=3`);
    expect(again.status).toBe(404);
    const missing = await server.call('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: 'Gone',
      version: 3,
    });
    expect(missing.status).toBe(404);
  });

  it('pages and sorts the list', async () => {
    const company = unique('Paging Company');
    for (const name of ['Cara', 'Abel', 'Bea'])
      await create({ name: `${name} ${company}`, company });
    const first = await list(`search=${encodeURIComponent(company)}&pageSize=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((c) => c.name.split(' ')[0])).toEqual(['Abel', 'Bea']);
    const second = await list(`search=${encodeURIComponent(company)}&pageSize=2&page=2`);
    expect(second.items.map((c) => c.name.split(' ')[0])).toEqual(['Cara']);
    const desc = await list(`search=${encodeURIComponent(company)}&direction=desc`);
    expect(desc.items.map((c) => c.name.split(' ')[0])).toEqual(['Cara', 'Bea', 'Abel']);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: 'A', email: 'a@b' }, 'email'],
      [{ name: 'A', phone: 'call me maybe' }, 'phone'],
      [{ name: 'A', phone: '1'.repeat(41) }, 'phone'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', company: 42 }, 'company'],
      [{ name: 'A', notes: 'n'.repeat(5_001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', '/api/contacts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const contact = await create({ name: unique('Valid') });
    const noVersion = await server.call<ErrorBody>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: 'No version',
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toHaveProperty('version');
    const badSort = await server.call<ErrorBody>('pm', 'GET', '/api/contacts?sort=phone');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors).toHaveProperty('sort');
    const badPage = await server.call<ErrorBody>('pm', 'GET', '/api/contacts?page=99999999999');
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toHaveProperty('page');
  });

  it("keeps a client's billing address and tax id, normalised, and an update that leaves them out keeps them", async () => {
    const contact = await create({
      name: unique('Billing'),
      company: 'Acme Industries SAS',
      billingStreet: ' 12 rue de la Paix ',
      billingPostcode: '75002',
      billingCity: 'Paris',
      billingCountry: 'fr',
      taxId: 'fr 40 303265045',
    });
    expect(contact).toMatchObject({
      billingStreet: '12 rue de la Paix',
      billingPostcode: '75002',
      billingCity: 'Paris',
      billingCountry: 'FR',
      taxId: 'FR40303265045',
    });
    const plain = await create({ name: unique('No billing') });
    expect(plain).toMatchObject({
      billingStreet: '',
      billingPostcode: '',
      billingCity: '',
      billingCountry: '',
      taxId: '',
    });

    // A client that does not send the billing details (an older form) keeps them.
    const renamed = await server.call<Contact>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: `${contact.name} (renamed)`,
      version: contact.version,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ billingCity: 'Paris', taxId: 'FR40303265045' });

    const moved = await server.call<Contact>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: renamed.body.name,
      billingStreet: 'Hauptstraße 5',
      billingPostcode: '10115',
      billingCity: 'Berlin',
      billingCountry: 'DE',
      taxId: '',
      version: renamed.body.version,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      billingStreet: 'Hauptstraße 5',
      billingCountry: 'DE',
      taxId: '',
      version: contact.version + 2,
    });
    const read = await list(`search=${encodeURIComponent(contact.name)}`);
    expect(read.items[0]).toMatchObject({ billingCity: 'Berlin', billingPostcode: '10115' });
  });

  it('answers bad billing details with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'A', billingCountry: 'XX' }, 'billingCountry'],
      [{ name: 'A', billingCountry: 'Germany' }, 'billingCountry'],
      [{ name: 'A', billingCountry: 49 }, 'billingCountry'],
      [{ name: 'A', billingStreet: 's'.repeat(201) }, 'billingStreet'],
      [{ name: 'A', billingPostcode: '1'.repeat(21) }, 'billingPostcode'],
      [{ name: 'A', billingCity: 'c'.repeat(101) }, 'billingCity'],
      [{ name: 'A', taxId: 'DE 123 ; drop' }, 'taxId'],
      [{ name: 'A', taxId: 'D'.repeat(31) }, 'taxId'],
      [{ name: 'A', vatNumber: 'DE123456789' }, 'vatNumber'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', '/api/contacts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const contact = await create({ name: unique('Billing update') });
    const bad = await server.call<ErrorBody>('pm', 'PUT', `/api/contacts/${contact.id}`, {
      name: contact.name,
      billingCountry: 'ZZ',
      version: contact.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('billingCountry');
  });

  it('opens the directory only to its flags', async () => {
    // readGlobalContact: admin and pm; nobody else.
    for (const who of ['member', 'finance', 'stakeholder'] as const) {
      expect((await server.call(who, 'GET', '/api/contacts')).status, who).toBe(403);
      expect((await server.call(who, 'GET', '/api/contacts/export?format=csv')).status, who).toBe(
        403,
      );
      expect((await server.call(who, 'POST', '/api/contacts', { name: 'No' })).status, who).toBe(
        403,
      );
    }
    const contact = await create({ name: unique('Guarded') });
    for (const who of ['member', 'finance', 'stakeholder'] as const) {
      const put = await server.call(who, 'PUT', `/api/contacts/${contact.id}`, {
        name: 'No',
        version: 1,
      });
      expect(put.status, who).toBe(403);
      const del = await server.call(who, 'DELETE', `/api/contacts/${contact.id}?version=1`);
      expect(del.status, who).toBe(403);
    }
    expect((await server.request('GET', '/api/contacts')).status).toBe(401);
    expect((await list('', 'admin')).total).toBeGreaterThan(0);
  });

  it('lists the demo contacts', async () => {
    const demo = await list('search=harbour%20bank');
    expect(demo.items.map((c) => c.name)).toEqual(['Helen Marsh', 'Owen Price', 'Priya Nair']);
    expect(demo.items.every((c) => c.linkedProjects === 1)).toBe(true);
  });
});

describe('the export', () => {
  /** The pm's download of the contacts matching `search` as `format`: its text. */
  async function download(format: 'csv' | 'vcf', mediaType: string, search: string) {
    const response = await server.call<string>(
      'pm',
      'GET',
      `/api/contacts/export?format=${format}&search=${encodeURIComponent(search)}`,
    );
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${mediaType}; charset=utf-8`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="keel-contacts.${format}"`,
    );
    return response.text;
  }

  it('downloads the matching contacts as CSV, formula-safe and quoted', async () => {
    const company = unique('Export, "Quoted" Ltd');
    await create({
      name: `Eve ${company}`,
      company,
      jobTitle: '=HYPERLINK("http://evil")',
      email: 'eve@export.example',
      phone: '+1 555 0100',
      notes: 'Line one\nline two',
    });
    await create({ name: `Adam ${company}`, company });
    const text = (await download('csv', 'text/csv', company)).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Company,Job title,Email,Phone,Notes,Linked projects,Updated');
    const quoted = `"${company.replaceAll('"', '""')}"`;
    expect(lines[1]).toMatch(/^"Adam /);
    expect(lines[1]!.startsWith(`"Adam ${company.replaceAll('"', '""')}",${quoted},,,,,0,`)).toBe(
      true,
    );
    expect(text).toContain(
      `${quoted},"'=HYPERLINK(""http://evil"")",eve@export.example,'+1 555 0100,"Line one\nline two",0,`,
    );
    // Header, two rows and the trailing line end.
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('downloads vCard 4.0 with escaped values', async () => {
    const company = unique('Vcard; Co, Ltd');
    await create({
      name: `Ana María ${company.replace(/\W+/g, '')}`,
      company,
      jobTitle: 'Head of R&D',
      email: 'ana@vcard.example',
      phone: '+34 91 123 45 67',
      notes: 'Back\\slash, comma; semi\nnewline',
    });
    const vcf = await download('vcf', 'text/vcard', company);
    const unfolded = vcf.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:4.0');
    expect(lines).toContain(`ORG:${company.replace(/;/g, '\\;').replace(/,/g, '\\,')}`);
    expect(lines).toContain('TITLE:Head of R&D');
    expect(lines).toContain('EMAIL;TYPE=work:ana@vcard.example');
    expect(lines).toContain('TEL;VALUE=text;TYPE=work:+34 91 123 45 67');
    expect(lines).toContain('NOTE:Back\\\\slash\\, comma\\; semi\\nnewline');
    expect(lines.filter((l) => l.startsWith('REV:'))[0]).toMatch(/^REV:\d{8}T\d{6}Z$/);
    expect(lines.at(-2)).toBe('END:VCARD');
    // Every physical line within 75 octets.
    for (const line of vcf.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('refuses a missing or unknown format with a 400 naming it', async () => {
    for (const query of ['', '?format=xlsx']) {
      const response = await server.call<ErrorBody>('pm', 'GET', `/api/contacts/export${query}`);
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveProperty('format');
    }
  });
});

describe("a project's contacts", () => {
  it('links a contact with a role, lists it, refuses a second link and unlinks it', async () => {
    const project = await newProject();
    const contact = await create({
      name: unique('Linked Person'),
      company: 'Linkers Ltd',
      jobTitle: 'COO',
      email: 'linked@linkers.example',
      phone: '+1 555 0199',
      notes: 'Internal: tough negotiator.',
    });
    const linked = await server.call<ProjectContact>('pm', 'POST', projectContacts(project.id), {
      contactId: contact.id,
      role: '  Sponsor ',
    });
    expect(linked.status, linked.text).toBe(201);
    expect(linked.body).toMatchObject({
      projectId: project.id,
      contactId: contact.id,
      name: contact.name,
      company: 'Linkers Ltd',
      jobTitle: 'COO',
      email: 'linked@linkers.example',
      phone: '+1 555 0199',
      role: 'Sponsor',
    });
    expect(linked.body).not.toHaveProperty('notes');

    const page = await server.call<ProjectContactPage>('pm', 'GET', projectContacts(project.id));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, detailsVisible: true });
    expect(page.body.items[0]).toMatchObject({ contactId: contact.id, role: 'Sponsor' });
    expect(JSON.stringify(page.body)).not.toContain('tough negotiator');
    expect(
      (await list(`search=${encodeURIComponent(contact.name)}`)).items[0]?.linkedProjects,
    ).toBe(1);

    const twice = await server.call('pm', 'POST', projectContacts(project.id), {
      contactId: contact.id,
      role: 'Client PM',
    });
    expect(twice.status).toBe(409);

    const unlinked = await server.call(
      'pm',
      'DELETE',
      `${projectContacts(project.id)}/${contact.id}`,
    );
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(
      (await server.call<ProjectContactPage>('pm', 'GET', projectContacts(project.id))).body.total,
    ).toBe(0);
    const gone = await server.call('pm', 'DELETE', `${projectContacts(project.id)}/${contact.id}`);
    expect(gone.status).toBe(404);
    // The contact stays in the directory.
    expect((await list(`search=${encodeURIComponent(contact.name)}`)).total).toBe(1);
  });

  it('drops the links when a linked contact is deleted', async () => {
    const project = await newProject();
    const contact = await create({ name: unique('Deleted Linked') });
    const linked = await server.call('pm', 'POST', projectContacts(project.id), {
      contactId: contact.id,
      role: 'End user',
    });
    expect(linked.status).toBe(201);
    const removed = await server.call('pm', 'DELETE', `/api/contacts/${contact.id}?version=1`);
    expect(removed.status, removed.text).toBe(200);
    const page = await server.call<ProjectContactPage>('pm', 'GET', projectContacts(project.id));
    expect(page.body.items).toEqual([]);
    expect(await server.knex('project_contacts').where({ contact_id: contact.id })).toEqual([]);
  });

  it('answers bad links with a 400 naming the field', async () => {
    const project = await newProject();
    const contact = await create({ name: unique('Bad Link') });
    const cases: Array<[unknown, string]> = [
      [{ role: 'Sponsor' }, 'contactId'],
      [{ contactId: 'abc', role: 'Sponsor' }, 'contactId'],
      [{ contactId: 2_147_483_648, role: 'Sponsor' }, 'contactId'],
      [{ contactId: 999_999, role: 'Sponsor' }, 'contactId'],
      [{ contactId: contact.id }, 'role'],
      [{ contactId: contact.id, role: ' ' }, 'role'],
      [{ contactId: contact.id, role: 'r'.repeat(101) }, 'role'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>(
        'pm',
        'POST',
        projectContacts(project.id),
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('shows a stakeholder the name, company and role only, and lets only managers link', async () => {
    const projectId = await keel001();
    const stakeholder = await server.call<ProjectContactPage>(
      'stakeholder',
      'GET',
      projectContacts(projectId),
    );
    expect(stakeholder.status, stakeholder.text).toBe(200);
    expect(stakeholder.body.detailsVisible).toBe(false);
    expect(stakeholder.body.items.map((c) => [c.name, c.company, c.role])).toEqual([
      ['Helen Marsh', 'Harbour Bank', 'Sponsor'],
      ['Owen Price', 'Harbour Bank', 'Client PM'],
      ['Priya Nair', 'Harbour Bank', 'Finance contact'],
    ]);
    for (const item of stakeholder.body.items)
      expect(item).toMatchObject({ jobTitle: null, email: null, phone: null });
    expect(stakeholder.text).not.toContain('@');
    // Nor a client's billing details: those stay in the directory.
    expect(stakeholder.text).not.toMatch(/billing|taxId/);
    expect(stakeholder.text).not.toContain('+44');
    expect(stakeholder.text).not.toContain('steering committee');

    // The member reads the details (a project reader on the staff) but may not link.
    const member = await server.call<ProjectContactPage>(
      'member',
      'GET',
      projectContacts(projectId),
    );
    expect(member.status).toBe(200);
    expect(member.body.detailsVisible).toBe(true);
    expect(member.body.items[0]?.email).toBe('helen.marsh@harbourbank.example');

    const contact = await create({ name: unique('Forbidden Link') });
    for (const who of ['member', 'finance', 'stakeholder'] as const) {
      const link = await server.call(who, 'POST', projectContacts(projectId), {
        contactId: contact.id,
        role: 'Sponsor',
      });
      expect(link.status, who).toBe(403);
    }
    const helen = await server.idOf('contacts', { name: 'Helen Marsh' });
    for (const who of ['member', 'finance', 'stakeholder'] as const) {
      const unlink = await server.call(who, 'DELETE', `${projectContacts(projectId)}/${helen}`);
      expect(unlink.status, who).toBe(403);
    }
    // Not a reader of the project (KEEL-003 is not the stakeholder's): 403.
    const other = await server.idOf('projects', { code: 'KEEL-003' });
    expect((await server.call('stakeholder', 'GET', projectContacts(other))).status).toBe(403);
    expect((await server.call('pm', 'GET', projectContacts(999_999))).status).toBe(403);
  });
});
